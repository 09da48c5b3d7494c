/**
 * The yardstick of the API benchmark: a bare Fastify server (no plugins, no database) that answers
 * the same paths with the same bytes from memory. Usage: bare-server.ts <routes.json>, where the
 * file maps a path (with its query string) to the body the store answered for it.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

async function main(): Promise<void> {
  const routesFile = process.argv[2];
  if (!routesFile) throw new Error('usage: bare-server.ts <routes.json>');
  const bodies = new Map<string, string>(Object.entries(JSON.parse(fs.readFileSync(routesFile, 'utf8'))));
  const app = Fastify({ logger: false });
  app.get('/*', async (request, reply) => {
    const body = bodies.get(request.url);
    if (body === undefined) return reply.code(404).send();
    return reply.code(202).type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`Store ready at http://localhost:${typeof address === 'object' && address ? address.port : 0}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
