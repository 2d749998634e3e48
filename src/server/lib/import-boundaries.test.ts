import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

// The import rules of docs/architecture.md are checked by ESLint; this proves the check fires on a
// deliberately bad import, so a rule that silently matches nothing cannot pass for a rule.

const root = path.resolve(import.meta.dirname, '../../..');

async function lint(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.message);
}

it('refuses a feature import in shared server code', async () => {
  const messages = await lint(
    'src/server/lib/bad-import.ts',
    "import { signUp } from '../features/auth/auth.service.ts';\nexport const x = signUp;\n",
  );
  expect(messages).toContainEqual(
    expect.stringContaining('Shared server code (lib, db) never imports a feature'),
  );
});

it('lets a feature import shared server code', async () => {
  const messages = await lint(
    'src/server/features/auth/good-import.ts',
    "import { bearerToken } from '../../lib/bearer-token.ts';\nexport const x = bearerToken;\n",
  );
  expect(messages).toEqual([]);
});
