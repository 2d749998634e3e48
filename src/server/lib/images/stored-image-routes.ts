import type { FastifyInstance } from 'fastify';
import { assertValidImageKey, InvalidImageKeyError, type ImageStorage } from './image-storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/**
 * Serves `/images/<key>` from a store that is not a local folder (an S3 bucket), so picture URLs
 * stay the same whatever the store and a CDN in front of `/images/` caches them (decision 016).
 */
export function storedImageRoutes(storage: ImageStorage) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get<{ Params: { '*': string } }>(
      '/images/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const key = request.params['*'];
        const notFound = () =>
          reply.code(404).send({ error: 'Not Found', message: 'Nicht gefunden.' });
        try {
          assertValidImageKey(key);
        } catch (error) {
          if (error instanceof InvalidImageKeyError) return notFound();
          throw error;
        }
        const data = await storage.get(key);
        if (!data) return notFound();
        // Pictures are stored under random ids and never change.
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .type(CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream')
          .send(data);
      },
    );
  };
}
