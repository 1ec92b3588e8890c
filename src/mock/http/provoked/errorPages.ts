// The HTML a Django site behind nginx serves when it fails: what a frontend gets instead of JSON.

/** A server error page and the Content-Type it is sent with. */
export interface ErrorPage {
  contentType: string;
  html: string;
}

/** Django's page for an unhandled exception with DEBUG off (django/views/defaults.py, ERROR_PAGE_TEMPLATE). */
const djangoServerError: ErrorPage = {
  contentType: 'text/html; charset=utf-8',
  html: `<!doctype html>
<html lang="en">
<head>
  <title>Server Error (500)</title>
</head>
<body>
  <h1>Server Error (500)</h1><p></p>
</body>
</html>
`,
};

/** nginx's built-in page for a status (ngx_http_special_response.c). */
const nginxPage = (statusLine: string): ErrorPage => ({
  contentType: 'text/html',
  // nginx ends these lines with CRLF; LF here, so that openapi.yaml can show the same text.
  html: `<html>
<head><title>${statusLine}</title></head>
<body>
<center><h1>${statusLine}</h1></center>
<hr><center>nginx</center>
</body>
</html>
`,
});

/** 500 from Django itself; 502 and 503 from the proxy in front of it (the application down, or taken out of service). */
export const ERROR_PAGES = {
  500: djangoServerError,
  502: nginxPage('502 Bad Gateway'),
  503: nginxPage('503 Service Temporarily Unavailable'),
} as const satisfies Record<number, ErrorPage>;

export type ErrorPageStatus = keyof typeof ERROR_PAGES;

/** The statuses that have a page, in ascending order. */
export const ERROR_PAGE_STATUSES = Object.keys(ERROR_PAGES).map(Number) as ErrorPageStatus[];
