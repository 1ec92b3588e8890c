// The logger the mock writes to, as the package's types name it. What it takes is a pino logger
// (`pino()`, or createLogger's); it is typed by the calls the mock makes rather than as pino's
// Logger so that the package's types do not reach pino's own, which a consumer's plain
// `tsc --strict` (no esModuleInterop) cannot read (TS1259 inside pino.d.ts).
export interface MockLogger {
  readonly level: string;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  child(bindings: Record<string, unknown>): unknown;
}
