// Where an OpenAPI document holds an example: what the checker reads of it and judges it against.

/** One example value and the schema it must satisfy. */
export interface ExampleSite {
  /** Where the example is written, or where a component example is referenced. */
  at: string;
  /** Where its value is written (inside the component, for a referenced one). */
  valuePointer: string;
  schemaAt: string;
  value: unknown;
  /** The parameter or media type object that holds it. */
  holderAt: string;
  /** The line of a value inside the example (a JSON pointer relative to it), in the file it is written in. */
  placeOf: (pointer: string) => string;
}
