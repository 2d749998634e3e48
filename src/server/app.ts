import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  hasZodFastifySchemaValidationErrors,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { installAdminGuard } from './features/auth/admin-guard.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createSessionTokens, resolveJwtSecret } from './features/auth/session-token.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { productsRoutes } from './features/products/products.routes.ts';
import { reviewsRoutes } from './features/reviews/reviews.routes.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { trackingRoutes } from './features/tracking/tracking.routes.ts';
import { checkCartRoutes } from './features/products/checkcart.routes.ts';
import { reservationsRoutes } from './features/reservations/reservations.routes.ts';
import { couponsRoutes } from './features/coupons/coupons.routes.ts';
import { vouchersRoutes } from './features/vouchers/vouchers.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    clock: Clock;
  }
}

export type AppOptions = {
  config: Config;
  db: Database;
  clock?: Clock;
  /** Request logs go here; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
};

// src/server and dist/server are both two levels below the project root.
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

/** Builds the whole HTTP app without listening; tests drive it with app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('config', options.config);
  app.decorate('clock', options.clock ?? systemClock);

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({
        error: 'Bad Request',
        message: 'Die Anfrage ist ungültig.',
        issues: error.validation.map((issue) => ({
          path: issue.instancePath,
          message: issue.message,
        })),
      });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      // 5xx details stay in the log, never in the response.
      return reply.code(statusCode).send({
        error: 'Internal Server Error',
        message: 'Oh da ist leider etwas schief gelaufen :(',
      });
    }
    return reply.code(statusCode).send({ error: error.name, message: error.message });
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Shop API',
        version: '1.0.0',
        description: 'The API of the shop (SPEC.md §7).',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const tokens = createSessionTokens(
    await resolveJwtSecret(options.config),
    options.config.SESSION_HOURS,
  );
  installAdminGuard(app, tokens);

  await app.register(healthRoutes);
  await app.register(authRoutes(tokens));
  await app.register(productsRoutes);
  await app.register(reviewsRoutes);
  await app.register(siteRoutes);
  await app.register(trackingRoutes);
  await app.register(checkCartRoutes);
  await app.register(reservationsRoutes);
  await app.register(couponsRoutes);
  await app.register(vouchersRoutes);

  // Pictures are stored under random ids and never change, so they may be cached for a year.
  const imagesDir = path.join(options.config.dataDir, 'images');
  fs.mkdirSync(imagesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/images/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });

  await registerWebApp(app);
  return app;
}

/** Serves the built SPA; every unknown GET outside /api answers with index.html. */
async function registerWebApp(app: FastifyInstance): Promise<void> {
  const hasWebBuild = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        // Vite names built assets by content hash; everything else must be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/images/');
    if (isPageRequest && hasWebBuild) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', webDist);
    }
    return reply.code(404).send({ error: 'Not Found', message: 'Nicht gefunden.' });
  });
}
