import type { FastifyInstance } from 'fastify';

/**
 * Headers every response carries. The full Content-Security-Policy for scripts and styles comes
 * with the production-hardening work; framing is forbidden already.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', "frame-ancestors 'none'");
    reply.header('permissions-policy', 'geolocation=(), microphone=(), payment=()');
    if (options.https) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
