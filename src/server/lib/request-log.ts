import type { FastifyInstance } from 'fastify';

// One small line per request, at a level that says how much it matters (decision 026). At the
// default level `info` only what changes something, what is slow and what failed is written; at
// `debug` every request. The line has no client address, query string or headers (they may hold
// an e-mail or a code).

const SLOW_REQUEST_MS = 1000;

type LogLevel = 'error' | 'warn' | 'info' | 'debug';

export function requestLogLevel(request: {
  method: string;
  statusCode: number;
  milliseconds: number;
}): LogLevel {
  if (request.statusCode >= 500) return 'error';
  if (request.milliseconds >= SLOW_REQUEST_MS) return 'warn';
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'info';
  return 'debug';
}

/** Replaces Fastify's two lines per request ("incoming request", "request completed"). */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const milliseconds = Math.round(reply.elapsedTime);
    const level = requestLogLevel({
      method: request.method,
      statusCode: reply.statusCode,
      milliseconds,
    });
    request.log[level](
      {
        method: request.method,
        url: request.url.split('?', 1)[0],
        status: reply.statusCode,
        ms: milliseconds,
      },
      'request',
    );
  });
}
