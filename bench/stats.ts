/** Statistics the benchmarks report. */
import { readFileSync } from 'node:fs';

/** The `p`-th percentile (nearest rank) of `sorted`, ascending; 0 when it is empty. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** CPU seconds used so far by a process (0 when it is gone). */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in 1/100 s
  } catch {
    return 0;
  }
}
