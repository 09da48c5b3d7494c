/** Starts the store: config from the environment, the app, and a clean shutdown on signals. */
import { buildApp } from './app';
import { loadConfig } from './config';
import { prewarmSearchIndex } from './modules/search/search.prewarm';
import { shutDownGracefully } from './ops/shutdown';
import { warmUp } from './ops/warm-up';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp(config);
  if (config.searchPrewarm) await prewarmSearch(app);
  if (config.warmUp) await warmUpBeforeListening(app);
  await app.listen({ port: config.port, host: config.host });
  // After listening: a job may call the server's own routes (the sandbox's webhook deliveries).
  app.backgroundJobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Store ready at http://localhost:${port}`);

  // SIGTERM (a deploy, docker stop) and SIGINT: drain, then exit 0 (ops/shutdown.ts). A repeated signal (npm and
  // the terminal both forward Ctrl-C) changes nothing: the grace bounds the wait.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    shutDownGracefully(app, app.ops, signal, config.ops.shutdownGraceMs).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

/** PostgreSQL: the indexes every search reads into memory before the first request; a store that cannot still starts. */
async function prewarmSearch(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  try {
    const report = await prewarmSearchIndex(app.db);
    if (report)
      app.log.info(
        `Search indexes in memory: ${report.relations.join(', ')}, ${Math.round(report.bytes / 1048576)} MB in ${(report.ms / 1000).toFixed(1)} s`,
      );
  } catch (error) {
    app.log.warn(
      `Search indexes not read into memory (the first searches read them from disk): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The first visit's answers, computed once before the first shopper asks (ops/warm-up.ts). */
async function warmUpBeforeListening(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const report = await warmUp(app);
  const slowest = [...report.answers].sort((a, b) => b.ms - a.ms)[0];
  const failed = report.answers.filter((answer) => answer.status === 0 || answer.status >= 500);
  const summary = `Warmed up in ${Math.round(report.ms)} ms: ${report.answers.length} first answers${slowest ? `, the slowest ${slowest.path} (${Math.round(slowest.ms)} ms)` : ''}`;
  if (report.timedOut || failed.length > 0)
    app.log.warn(
      `${summary}; ${report.timedOut ? 'the budget ran out, listening anyway' : `failed: ${failed.map((answer) => `${answer.path} ${answer.status}`).join(', ')}`}`,
    );
  else app.log.info(summary);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
