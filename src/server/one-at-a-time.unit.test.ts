import { OneAtATimePerKey } from './one-at-a-time';

/** A task that records when it starts and ends, and finishes when released. */
function controlled(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    task: async (waited: boolean) => {
      log.push(`${name} start${waited ? ' (waited)' : ''}`);
      await done;
      log.push(`${name} end`);
      return name;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('tasks of one key run one at a time in order; another key is not held up', async () => {
  const queue = new OneAtATimePerKey<number>();
  const log: string[] = [];
  const a1 = controlled(log, 'a1');
  const a2 = controlled(log, 'a2');
  const b1 = controlled(log, 'b1');
  const results = [queue.run(1, a1.task), queue.run(1, a2.task), queue.run(2, b1.task)];
  await tick();
  expect(log).toEqual(['a1 start', 'b1 start']);
  a2.release();
  await tick();
  expect(log).toEqual(['a1 start', 'b1 start']);
  a1.release();
  b1.release();
  expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1']);
  expect(log.indexOf('a2 start (waited)')).toBeGreaterThan(log.indexOf('a1 end'));
  await tick();
  expect(queue.busyKeys).toBe(0);
});

test('a failed task answers its own error and does not stop the next', async () => {
  const queue = new OneAtATimePerKey<string>();
  const failing = queue.run('k', () => Promise.reject(new Error('used up')));
  const next = queue.run('k', () => Promise.resolve('claimed'));
  await expect(failing).rejects.toThrow('used up');
  await expect(next).resolves.toBe('claimed');
});
