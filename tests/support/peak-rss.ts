/**
 * How much a piece of work grows this process's memory at its peak: the kernel's high-water
 * mark of resident memory (VmHWM), reset before the work (`/proc/self/clear_refs`, Linux), so
 * a transient spike inside libvips' threads counts even when it is freed before the work
 * ends. Elsewhere, RSS sampled every 5 ms (a short spike may be missed).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const MB = 1024 * 1024;

function statusMB(field: 'VmHWM' | 'VmRSS'): number | undefined {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
      readFileSync('/proc/self/status', 'utf8'),
    );
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

function resetHighWaterMark(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/** Runs `work`; answers its result and the peak growth of resident memory in MB. */
export async function measurePeakRss<T>(
  work: () => Promise<T>,
): Promise<{ result: T; peakGrowthMB: number }> {
  const before = process.memoryUsage().rss / MB;
  if (resetHighWaterMark() && statusMB('VmHWM') !== undefined) {
    const result = await work();
    return { result, peakGrowthMB: Math.max(0, Math.round(statusMB('VmHWM')! - before)) };
  }
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss / MB);
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss / MB);
    return { result, peakGrowthMB: Math.max(0, Math.round(peak - before)) };
  } finally {
    clearInterval(sampler);
  }
}
