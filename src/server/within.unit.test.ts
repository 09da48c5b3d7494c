import { TimedOut, within } from './within';

test('the work finished in time answers its outcome, failures included', async () => {
  await expect(within(Promise.resolve(7), 1000)).resolves.toBe(7);
  await expect(within(Promise.reject(new Error('broken')), 1000)).rejects.toThrow('broken');
});

test('work that never ends is a TimedOut after the bound', async () => {
  const started = Date.now();
  await expect(within(new Promise(() => undefined), 30)).rejects.toBeInstanceOf(TimedOut);
  expect(Date.now() - started).toBeGreaterThanOrEqual(25);
});
