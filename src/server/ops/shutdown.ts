/**
 * A graceful shutdown, on SIGTERM (a deploy, a scale-down, `docker stop`) or SIGINT:
 * 1. readiness fails at once (/readyz 503 "draining"), so a balancer takes the server out;
 * 2. the listening socket closes: new connections are refused, and idle keep-alive connections
 *    are closed; an answer sent from now on says `Connection: close`;
 * 3. requests in flight (an upload arriving, a 100 MB book streaming to a slow phone, a checkout)
 *    finish, within the grace (SHUTDOWN_GRACE_SECONDS, default 25, inside the 30 s Docker and
 *    Kubernetes give before SIGKILL); at its end whatever is still open is cut;
 * 4. meanwhile the background jobs stop claiming work and finish what they run; a job still
 *    running at the end of the grace has its lease released, so another server takes it at once;
 * 5. the app closes (database, storage) and the process exits 0.
 * Each step is logged with the requests in flight, so a deploy's log shows what it waited for.
 */
import net, { type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Readiness } from './health';

/** How often connections that fell idle are ended while draining: an answer just sent leaves its connection idle. */
const IDLE_SWEEP_MS = 250;

/**
 * Requests being answered now (from their arrival to their answer's end, or abort), and the open
 * connections with the requests each is serving, so a shutdown can end the idle ones gracefully.
 */
export class InFlightRequests {
  private count = 0;
  /** Requests answered since the shutdown began. */
  finishedWhileDraining = 0;
  private draining = false;
  private readonly connections = new Map<Socket, number>();

  get size(): number {
    return this.count;
  }

  install(app: FastifyInstance): void {
    app.server.on('connection', (socket: Socket) => {
      this.connections.set(socket, 0);
      socket.once('close', () => this.connections.delete(socket));
    });
    app.addHook('onRequest', (request, reply, done) => {
      this.count += 1;
      // Only the server's own connections: a request injected in process (the sandbox's) has a stand-in socket.
      const socket = request.raw.socket;
      const tracked = this.connections.get(socket);
      if (tracked !== undefined) this.connections.set(socket, tracked + 1);
      reply.raw.once('close', () => {
        this.count -= 1;
        const serving = this.connections.get(socket);
        if (serving !== undefined) this.connections.set(socket, serving - 1);
        if (this.draining) this.finishedWhileDraining += 1;
      });
      done();
    });
    // While draining, a connection is closed once its answer is sent: a balancer or client opens a new one elsewhere.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (this.draining) reply.header('connection', 'close');
      done(null, payload);
    });
  }

  startDraining(): void {
    this.draining = true;
  }

  /**
   * Ends the connections serving no request. end(), not destroy(): an answer Node counts as
   * finished may still sit in the socket's buffer for a slow reader (the tail of a book), and
   * destroy() would throw it away; end() sends it, then closes.
   */
  endIdleConnections(): void {
    for (const [socket, requests] of this.connections) if (requests === 0 && !socket.writableEnded) socket.end();
  }

  get openConnections(): number {
    return this.connections.size;
  }
}

export interface ShutdownReport {
  signal: string;
  inFlightAtStart: number;
  finished: number;
  /** Requests still open at the end of the grace, cut. */
  cut: number;
  /** Jobs still running at the end of the grace, their leases released. */
  jobsAbandoned: string[];
  ms: number;
}

const sleep = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(resolve, ms, 'timeout').unref());

/** Runs the steps of the file comment; resolves once the app is closed (the caller exits). */
export async function shutDownGracefully(
  app: FastifyInstance,
  ops: { readiness: Readiness; inFlight: InFlightRequests },
  signal: string,
  graceMs: number,
): Promise<ShutdownReport> {
  const started = Date.now();
  const { readiness, inFlight } = ops;
  readiness.startDraining();
  inFlight.startDraining();
  const inFlightAtStart = inFlight.size;
  app.log.info(
    { signal, inFlight: inFlightAtStart, graceSeconds: graceMs / 1000 },
    `${signal}: draining (readiness fails, new connections refused, ${inFlightAtStart} requests in flight)`,
  );
  const server = app.server;
  // No new connections. net.Server's close, not http.Server's: the latter also destroys the idle
  // keep-alive connections at once, and with them the unsent tail of an answer a slow client is
  // still reading (endIdleConnections ends them gently instead). Resolves once every connection closed.
  const connectionsClosed = new Promise<'done'>((resolve) =>
    net.Server.prototype.close.call(server, () => resolve('done')),
  );
  inFlight.endIdleConnections();
  const sweep = setInterval(() => inFlight.endIdleConnections(), IDLE_SWEEP_MS);
  sweep.unref();
  const [requestsDone, jobsAbandoned] = await Promise.all([
    Promise.race([connectionsClosed, sleep(graceMs)]),
    app.backgroundJobs.stop({ withinMs: graceMs }),
  ]);
  clearInterval(sweep);
  const cut = requestsDone === 'done' ? 0 : inFlight.size;
  if (requestsDone !== 'done') {
    app.log.warn(
      { cut, connections: inFlight.openConnections },
      `${signal}: the grace of ${graceMs / 1000} s ended with ${cut} requests in flight; cut`,
    );
    server.closeAllConnections();
  }
  await app.close();
  const report: ShutdownReport = {
    signal,
    inFlightAtStart,
    finished: inFlight.finishedWhileDraining,
    cut,
    jobsAbandoned,
    ms: Date.now() - started,
  };
  app.log.info(
    report,
    `${signal}: closed in ${report.ms} ms; ${report.finished} requests finished while draining, ${cut} cut`,
  );
  return report;
}
