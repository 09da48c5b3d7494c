/**
 * At most `slots` tasks at a time; the rest wait in order, and past `maxWaiting` waiting a new
 * task is refused at once (onFull's error) rather than queued behind seconds of work.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
    private readonly onFull: () => Error,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.slots) this.active += 1;
    else if (this.waiting.length >= this.maxWaiting) throw this.onFull();
    // A finished task hands its slot straight to the first waiting one (active stays the same).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  /** Tasks waiting for a slot (tests, monitoring). */
  get queued(): number {
    return this.waiting.length;
  }
}
