/** The start of an OpenAPI document of one operation, up to its answer's media type (indented for its `schema` and examples), for documents written by tests and benches. */
export const ONE_OPERATION_HEAD = `openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /x:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
`;
