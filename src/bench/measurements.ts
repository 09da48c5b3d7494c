/** Figures the benchmarks print: latency percentiles and a child process's memory and CPU time. */
import fs from 'node:fs';

/** The p-th percentile of ascending-sorted samples (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** VmRSS and VmHWM (peak) of a process, in bytes (Linux /proc). */
export function processMemory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Linux's clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time a process has used so far in its own code (user) and in the kernel for it (system), in ms (Linux /proc; 10 ms resolution). */
export function processCpuSplitMs(pid: number): { user: number; system: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (in parentheses, which may hold spaces): utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ms = (ticks: string | undefined) => (Number(ticks) * 1000) / CLOCK_TICKS_PER_SECOND;
  return { user: ms(fields[11]), system: ms(fields[12]) };
}

/** CPU time a process has used so far, user and system, in ms. */
export function processCpuMs(pid: number): number {
  const { user, system } = processCpuSplitMs(pid);
  return user + system;
}

/** The median of samples in any order (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
