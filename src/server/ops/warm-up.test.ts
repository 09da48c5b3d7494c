/**
 * The warm-up before listening (ops/warm-up.ts, decision 050): every answer of a first visit is
 * asked once and kept by the catalog cache, so the first shopper's identical requests are hits.
 * Its bound is within()'s (within.unit.test.ts).
 */
import { apiPaths } from '../../shared/api-paths';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { WARMED_PATHS, warmUp } from './warm-up';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const answersHit = () => t.app.catalogCache.stats().find((region) => region.region === 'answers')!.hits;

test("asks for each of a first visit's answers once, and the first shopper's are answered from the cache", async () => {
  const report = await warmUp(t.app);
  expect(report.timedOut).toBe(false);
  expect(report.answers.map((answer) => answer.path)).toEqual(WARMED_PATHS);
  // The API answers; the pages need the client's build, which the server tests do not make (503 then).
  for (const answer of report.answers)
    expect([answer.path, answer.status]).toEqual([answer.path, answer.path.startsWith('/api/') ? 202 : 503]);

  const hitsBefore = answersHit();
  const first = await t.app.inject({ method: 'GET', url: apiPaths.getBestSellers });
  expect(first.statusCode).toBe(202);
  expect(answersHit()).toBe(hitsBefore + 1);
});
