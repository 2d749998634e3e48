import type { FastifyInstance } from 'fastify';

// PostgreSQL cannot store a NUL character in text (it answers with an error, which became a 500),
// and a lone UTF-16 surrogate is no character at all (it was stored as U+FFFD, and its JSON
// broke the audit log). Neither has any use in a shop, so every request that carries one, in its
// path, query or body, in a value or a key, is refused here once for all routes (decision 028).

export const UNSTORABLE_TEXT_MESSAGE =
  'Die Anfrage enthält ungültige Zeichen (ein Nullzeichen oder ein halbes Unicode-Zeichen).';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * Whether any string in a parsed value (a JSON body, a query, path parameters) is unstorable.
 * Iterative, so a deeply nested body cannot overflow the stack; and items are pushed one at a
 * time, never spread as arguments, so a wide one (200,000 items in 400 KB) cannot either.
 */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (isUnstorable(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next as unknown[]) pending.push(item);
    } else if (next !== null && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (isUnstorable(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export function installUnstorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (
      hasUnstorableText(request.params) ||
      hasUnstorableText(request.query) ||
      hasUnstorableText(request.body)
    ) {
      return reply.code(400).send({ error: 'Bad Request', message: UNSTORABLE_TEXT_MESSAGE });
    }
  });
}
