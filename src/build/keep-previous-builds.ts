/**
 * Webpack's output cleaning, except for the hashed files of recent earlier builds: after a deploy,
 * a shopper whose page was loaded from the previous build still asks for that build's chunks by
 * their old names, and gets them, for PREVIOUS_BUILD_DAYS. Their names hold a content hash, so
 * old and new never clash; older ones are deleted by the next build. (index.html and the other
 * unhashed files are always replaced.)
 */
import fs from 'node:fs';
import path from 'node:path';

export const PREVIOUS_BUILD_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** For webpack's `output.clean.keep`: true for a hashed static file younger than the limit. */
export function keepRecentHashedFiles(outputDir: string, now: () => number = Date.now): (file: string) => boolean {
  return (file) => {
    if (!file.startsWith('static/')) return false;
    try {
      return now() - fs.statSync(path.join(outputDir, file)).mtimeMs < PREVIOUS_BUILD_DAYS * DAY_MS;
    } catch {
      return false;
    }
  };
}
