/**
 * The store (or another entry point) started as a real child process, for tests and benchmarks
 * that need a process of its own: one that can be killed with SIGKILL mid-flight and started again
 * on the same database, or that must not share the load generator's event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

export interface ChildServer {
  baseURL: string;
  process: ChildProcess;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown hook runs, as when the machine or the process dies. */
  kill(): Promise<void>;
}

export interface ChildServerOptions {
  /** Every chunk the child writes to stdout (its JSON log lines), from the start; otherwise dropped once ready. */
  onStdout?: (text: string) => void;
  /** Every chunk the child writes to stderr; otherwise passed through. */
  onStderr?: (text: string) => void;
  /** Options for node itself, before the entry point (e.g. --cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
}

const READY_TIMEOUT_MS = 120_000;

function signal(child: ChildProcess, name: NodeJS.Signals): Promise<void> {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill(name);
  });
}

/**
 * Starts a TypeScript entry point under tsx and waits for its "Store ready at <url>" line. Its
 * stderr is passed through; its stdout is read (so the pipe never fills) and dropped once ready,
 * unless options.onStdout takes it.
 */
export function startChildServer(
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: ChildServerOptions = {},
): Promise<ChildServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...(options.nodeArgs ?? []), '--import', 'tsx', path.join(repoRoot, entry), ...args],
      {
        cwd: repoRoot,
        // A production start needs a named payment provider; a local child uses the sandbox unless told otherwise.
        env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PAYMENT_PROVIDER: 'sandbox', ...env },
        stdio: ['ignore', 'pipe', options.onStderr ? 'pipe' : 'inherit'],
      },
    );
    if (options.onStderr) child.stderr!.on('data', (chunk: Buffer) => options.onStderr!(chunk.toString()));
    let output = '';
    let ready = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} did not start within ${READY_TIMEOUT_MS / 1000} s`));
    }, READY_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      options.onStdout?.(chunk.toString());
      if (ready) return;
      output += chunk.toString();
      const match = /Store ready at (http:\/\/\S+)/.exec(output);
      if (!match) return;
      ready = true;
      output = '';
      clearTimeout(timer);
      resolve({
        baseURL: match[1]!.replace('localhost', '127.0.0.1'),
        process: child,
        stop: () => signal(child, 'SIGTERM'),
        kill: () => signal(child, 'SIGKILL'),
      });
    });
    child.once('exit', (code, killedBy) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`${entry} exited (${killedBy ?? `code ${code}`}) before it was ready`));
    });
  });
}
