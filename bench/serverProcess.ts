// Figures of a server's process, read from /proc: what the benchmark and the soak report.
import { readFileSync } from 'node:fs';

/** Resident memory of a process, in kB. */
export function residentKb(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

/** Resident memory of a process, in whole MB. */
export const residentMb = (pid: number): number => Math.round(residentKb(pid) / 1024);

/** User plus system CPU time of a process so far, in µs (/proc/PID/stat fields 14 and 15, in clock ticks of 10 ms). */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}
