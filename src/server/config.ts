import path from 'node:path';
import { z } from 'zod';

// Every environment variable the server reads, checked once at start-up.
// README.md's configuration table lists the same variables; keep them in step.
const booleanFromString = z
  .enum(['true', 'false', '1', '0'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1');

// An empty variable (`DATABASE_URL=`) counts as unset.
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'expected a port number between 1 and 65535' })
    .int({ error: 'expected a port number between 1 and 65535' })
    .min(1, { error: 'expected a port number between 1 and 65535' })
    .max(65535, { error: 'expected a port number between 1 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'expected a postgres:// or postgresql:// URL' }),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  EMBEDDED_DB_PORT: z.coerce
    .number({ error: 'expected a port number between 1024 and 65535' })
    .int({ error: 'expected a port number between 1024 and 65535' })
    .min(1024, { error: 'expected a port number between 1024 and 65535' })
    .max(65535, { error: 'expected a port number between 1024 and 65535' })
    .default(54329),
  SITE_URL: z
    .url({ error: 'expected an absolute URL such as https://www.example.de' })
    .default('http://localhost:3000'),
  CDN_HOST: optional(
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?$/i, { error: 'expected a host name such as cdn.example.de' }),
  ),
  SEED_DEMO: booleanFromString.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming the first bad variable and what it expects. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const value = env[variable];
    throw new ConfigError(
      `Invalid configuration: ${variable}=${JSON.stringify(value)}: ${issue?.message ?? 'invalid value'}`,
    );
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
