/**
 * Tasks of one key run one at a time, in the order they came; tasks of other keys are not held
 * up. A task's failure does not stop the ones behind it. Keys with nothing queued are forgotten.
 */
export class OneAtATimePerKey<K> {
  private readonly tails = new Map<K, Promise<unknown>>();

  /** `task` learns whether it had to wait behind another of its key. */
  run<T>(key: K, task: (waited: boolean) => Promise<T>): Promise<T> {
    const ahead = this.tails.get(key);
    const result = (ahead ?? Promise.resolve()).then(() => task(ahead !== undefined));
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task running or waiting (tests). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
