import '../lib/supported-node.ts';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfigOrExit } from '../config.ts';
import { MIN_PASSWORD_LENGTH } from '../../domain/api/auth.ts';
import { upsertAdminUser } from '../features/auth/users.service.ts';
import { openCliDatabase } from './cli-database.ts';

// npm run admin:create -- --email owner@example.de --password '…'
// Creates the first admin (or makes an existing account an admin with a new password).

const usage = "Usage: npm run admin:create -- --email you@example.de --password 'a long password'";

const argsSchema = z.object({
  email: z.email({ error: 'expected a valid e-mail address for --email' }),
  password: z.string().min(MIN_PASSWORD_LENGTH, {
    error: `expected a password of at least ${MIN_PASSWORD_LENGTH} characters for --password`,
  }),
  name: z.string().optional(),
});

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  const args = argsSchema.safeParse(values);
  if (!args.success) fail(args.error.issues[0]?.message ?? 'invalid arguments');

  const config = loadConfigOrExit();

  const connection = await openCliDatabase(config);
  try {
    const admin = await upsertAdminUser(connection.db, args.data);
    process.stdout.write(
      admin.created
        ? `Admin ${admin.email} created. Sign in at /admin/signin.\n`
        : `Account ${admin.email} is now an admin with the new password.\n`,
    );
  } finally {
    await connection.close();
  }
}

await main();
