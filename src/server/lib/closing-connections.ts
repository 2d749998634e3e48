import type { FastifyInstance } from 'fastify';

/**
 * A closing process tells every client to close its connection (decision 064).
 *
 * Fastify closes connections that are idle when `close()` begins, but a kept-alive connection
 * busy at that moment stays open after its answer: the process then waits for the client (nginx
 * keeps upstream connections for 60 s) and a request sent on it meanwhile gets a 503 that nginx
 * may not resend for a POST. So answers sent while closing carry `Connection: close`, and what is
 * still open after the grace period is closed.
 */
export function installClosingConnections(
  app: FastifyInstance,
  options: { graceMs: number } = { graceMs: 10_000 },
): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    const timer = setTimeout(() => app.server.closeAllConnections(), options.graceMs);
    timer.unref();
    done();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
