// A logger for tests that keeps its lines.
import type { MockLogger } from '../mockLogger';

/** A logger that keeps its lines, each as `level: message`. */
export function recordingLogger(): MockLogger & { lines: string[] } {
  const lines: string[] = [];
  const line = (level: string) => (message: string) => lines.push(`${level}: ${message}`);
  return { level: 'info', lines, info: line('info'), warn: line('warn'), error: line('error'), child: () => undefined };
}
