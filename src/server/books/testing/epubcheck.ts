/**
 * EPUBCheck (the @likecoin/epubcheck-ts port) on a file, for tests. Its library is ES modules with
 * top-level await, which Jest's CommonJS runtime cannot load, so its CLI runs in a child process
 * and reports in JSON.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';

export interface EpubCheckMessage {
  ID: string;
  severity: 'fatal' | 'error' | 'warning' | 'info' | 'usage';
  message: string;
  locations?: { path: string; line: number; column: number }[];
}

interface EpubCheckReport {
  messages: EpubCheckMessage[];
}

const cli = path.join(path.dirname(require.resolve('@likecoin/epubcheck-ts/package.json')), 'bin', 'epubcheck.js');

export function epubcheck(filePath: string): Promise<EpubCheckMessage[]> {
  return new Promise((resolve, reject) => {
    // Exit code 1 means "errors found", and the report is still on stdout.
    execFile(
      process.execPath,
      [cli, filePath, '--json', '-', '--quiet'],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        try {
          resolve((JSON.parse(stdout) as EpubCheckReport).messages);
        } catch {
          reject(new Error(`epubcheck-ts gave no report: ${error?.message ?? ''} ${stderr}`));
        }
      },
    );
  });
}

/** Errors and fatal errors, as "ID path: message" lines (a test's failure then names them). */
export async function epubcheckErrors(filePath: string): Promise<string[]> {
  return (await epubcheck(filePath))
    .filter((message) => message.severity === 'error' || message.severity === 'fatal')
    .map((message) => `${message.ID} ${message.locations?.[0]?.path ?? ''}: ${message.message}`);
}
