/**
 * A counting semaphore: at most `limit` tasks run at once, the rest wait in arrival order.
 * Owns: the queue. Not: what the tasks do (image decoding uses one per process).
 */
export interface ConcurrencyLimit {
  /** Runs `task` when a slot is free; answers its result. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Changes how many run at once (waiting tasks start when slots free up). */
  setLimit(limit: number): void;
  /** Tasks running now, and waiting. */
  readonly active: number;
  readonly waiting: number;
}

/** A semaphore letting `limit` tasks run at once (at least 1). */
export function limitConcurrency(limit: number): ConcurrencyLimit {
  let max = Math.max(1, Math.floor(limit));
  let active = 0;
  const queue: (() => void)[] = [];
  const startNext = () => {
    while (active < max && queue.length) {
      active++;
      queue.shift()!();
    }
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await new Promise<void>((resolve) => {
        queue.push(resolve);
        startNext();
      });
      try {
        return await task();
      } finally {
        active--;
        startNext();
      }
    },
    setLimit(limit: number) {
      max = Math.max(1, Math.floor(limit));
      startNext();
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
