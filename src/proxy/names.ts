// The proxy's own path and header, apart from the server: the command names them without loading undici.

export const REPORT_PATH = '/__proxy/report';
export const VIOLATIONS_HEADER = 'X-Contract-Violations';
