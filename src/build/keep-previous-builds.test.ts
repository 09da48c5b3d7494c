import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keepRecentHashedFiles, PREVIOUS_BUILD_DAYS } from './keep-previous-builds';

test(`keeps earlier builds' hashed static files for ${PREVIOUS_BUILD_DAYS} days, nothing else`, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keep-builds-'));
  fs.mkdirSync(path.join(dir, 'static/js'), { recursive: true });
  const write = (file: string, daysOld: number) => {
    fs.writeFileSync(path.join(dir, file), 'x');
    const time = new Date(Date.now() - daysOld * 24 * 60 * 60 * 1000);
    fs.utimesSync(path.join(dir, file), time, time);
  };
  write('static/js/shop.1a2b3c.chunk.js', 2);
  write('static/js/old.9f8e7d.chunk.js', PREVIOUS_BUILD_DAYS + 1);
  write('index.html', 0);
  const keep = keepRecentHashedFiles(dir);
  expect(keep('static/js/shop.1a2b3c.chunk.js')).toBe(true);
  expect(keep('static/js/old.9f8e7d.chunk.js')).toBe(false);
  expect(keep('index.html')).toBe(false);
  expect(keep('static/js/gone.chunk.js')).toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});
