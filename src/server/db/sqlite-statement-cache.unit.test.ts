import SqliteDatabase from 'better-sqlite3';
import { withStatementCache } from './sqlite-statement-cache';

function database() {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.exec('create table t (n integer)');
  sqlite.exec('insert into t values (1), (2), (3)');
  return sqlite;
}

test('a repeated text runs the statement prepared the first time', () => {
  const cached = withStatementCache(database());
  const first = cached.prepare('select n from t where n > ?');
  expect(cached.prepare('select n from t where n > ?')).toBe(first);
  expect((first as unknown as { all(values: unknown[]): unknown[] }).all([1])).toEqual([{ n: 2 }, { n: 3 }]);
});

test('the least recently used text is dropped beyond the bound', () => {
  const cached = withStatementCache(database(), 2);
  const a = cached.prepare('select 1');
  cached.prepare('select 2');
  cached.prepare('select 1');
  cached.prepare('select 3');
  expect(cached.prepare('select 1')).toBe(a);
  const two = cached.prepare('select 2');
  expect(cached.prepare('select 2')).toBe(two);
});

test('a statement being iterated is not handed out again', () => {
  const sqlite = database();
  const cached = withStatementCache(sqlite);
  const streaming = cached.prepare('select n from t') as unknown as { iterate(): IterableIterator<{ n: number }> };
  const rows: number[] = [];
  for (const row of streaming.iterate()) {
    const again = cached.prepare('select n from t') as unknown as { all(): Array<{ n: number }> };
    expect(again).not.toBe(streaming);
    rows.push(row.n, again.all().length);
  }
  expect(rows).toEqual([1, 3, 2, 3, 3, 3]);
});

test('a kept statement still runs after the schema changed under it', () => {
  const sqlite = database();
  const cached = withStatementCache(sqlite);
  const count = () => (cached.prepare('select count(*) as c from t') as unknown as { get(): { c: number } }).get().c;
  expect(count()).toBe(3);
  sqlite.exec('alter table t add column m integer');
  sqlite.exec('insert into t (n) values (4)');
  expect(count()).toBe(4);
});
