import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of docs/architecture.md are checked by ESLint (layer-imports.js, decision 030).
// These lint deliberately bad imports through the project's own configuration, so a rule that
// silently matches nothing cannot pass for a rule.

const root = path.resolve(import.meta.dirname, '..');

// The files linted here do not exist, so TypeScript's project cannot type them: the two typed
// rules (decision 092) and the project service are switched off for these texts alone.
const untyped = {
  languageOptions: { parserOptions: { projectService: false } },
  rules: {
    '@typescript-eslint/return-await': 'off',
    '@typescript-eslint/no-floating-promises': 'off',
  },
} as const;

async function lint(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root, overrideConfig: untyped });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.message);
}

function problems(file: string, source: string): Promise<string[]> {
  return lint(file, `import { x } from '${source}';\nexport const y = x;\n`);
}

describe('the web layers', () => {
  it('refuses a sibling feature, also from a file deep inside a feature', async () => {
    expect(
      await problems('src/web/features/cart/components/cart-row.tsx', '../../checkout/api/x.ts'),
    ).toEqual([
      "The feature cart must not import the feature checkout ('../../checkout/api/x.ts'); compose them in a page, or move what both need into lib/ or components/.",
    ]);
  });

  it('refuses shared code importing a feature, and a feature importing a page or the app', async () => {
    expect(await problems('src/web/lib/x.ts', '../features/cart/stores/cart-store.ts')).toEqual([
      "lib is below features: it must not import '../features/cart/stores/cart-store.ts'. Move what both need down into a shared layer.",
    ]);
    expect(await problems('src/web/components/ui/x.tsx', '../../app/layout.tsx')).toHaveLength(1);
    expect(await problems('src/web/features/cart/x.ts', '../../pages/cart-page.tsx')).toHaveLength(
      1,
    );
    expect(await problems('src/web/features/cart/x.ts', '../../routes.tsx')).toHaveLength(1);
  });

  it('lets imports run down: pages and app use features, features use lib and components', async () => {
    expect(await problems('src/web/pages/x.tsx', '../features/cart/stores/cart-store.ts')).toEqual(
      [],
    );
    expect(await problems('src/web/app/layout/x.tsx', '../../lib/get-auth.ts')).toEqual([]);
    expect(
      await problems('src/web/features/cart/a/x.ts', '../../../components/ui/button.tsx'),
    ).toEqual([]);
    expect(await problems('src/web/features/cart/a/x.ts', '../b/y.ts')).toEqual([]);
  });
});

describe('the web admin', () => {
  const closed = (source: string) =>
    `admin/ is imported from outside it only through admin/app/admin-routes.tsx: '${source}' is not one of them.`;

  it('refuses a shop file importing an admin file, however it imports it', async () => {
    expect(
      await problems('src/web/pages/cart-page.tsx', '../admin/features/orders/api/orders.ts'),
    ).toEqual([closed('../admin/features/orders/api/orders.ts')]);
    expect(
      await problems('src/web/app/layout/site-header.tsx', '../../admin/lib/admin-session.ts'),
    ).toEqual([closed('../../admin/lib/admin-session.ts')]);
    expect(await problems('src/web/lib/x.ts', '../admin/app/admin-layout.tsx')).toHaveLength(1);
    expect(await problems('src/web/routes.tsx', './admin/pages/admin-order-page.tsx')).toHaveLength(
      1,
    );
    expect(
      await lint(
        'src/web/app/layout/x.tsx',
        "export const load = () => import('../../admin/app/admin-layout.tsx');\n",
      ),
    ).toEqual([closed('../../admin/app/admin-layout.tsx')]);
    expect(
      await lint(
        'src/web/app/layout/x.tsx',
        'export const load = () => import(`../../admin/app/admin-layout.tsx`);\n',
      ),
    ).toHaveLength(1);
    expect(
      await lint(
        'src/web/lib/x.ts',
        "export type Layout = typeof import('../admin/app/admin-layout.tsx');\n",
      ),
    ).toHaveLength(1);
  });

  it('lets the shop mount the admin routes, its one entry', async () => {
    expect(await problems('src/web/routes.tsx', './admin/app/admin-routes.tsx')).toEqual([]);
  });

  it('refuses an admin feature importing a sibling admin feature, or a page', async () => {
    expect(
      await problems(
        'src/web/admin/features/orders/components/order-detail.tsx',
        '../../packing/lib/session-list.ts',
      ),
    ).toEqual([
      "The feature orders must not import the feature packing ('../../packing/lib/session-list.ts'); compose them in a page, or move what both need into lib/ or components/.",
    ]);
    expect(
      await problems('src/web/admin/features/orders/x.ts', '../../pages/admin-order-page.tsx'),
    ).toEqual([
      "admin/features is below admin/pages: it must not import '../../pages/admin-order-page.tsx'. Move what both need down into a shared layer.",
    ]);
    expect(
      await problems('src/web/admin/lib/x.ts', '../features/orders/api/orders.ts'),
    ).toHaveLength(1);
  });

  it("refuses the admin importing the shop's features, pages, app or root files", async () => {
    expect(
      await problems(
        'src/web/admin/features/orders/x.ts',
        '../../../features/cart/stores/cart-store.ts',
      ),
    ).toEqual([
      "admin/ may import only lib/, components/ of the code around it, not '../../../features/cart/stores/cart-store.ts'. Move what both need into one of those, or into admin/.",
    ]);
    expect(
      await problems('src/web/admin/app/x.tsx', '../../app/layout/app-layout.tsx'),
    ).toHaveLength(1);
    expect(await problems('src/web/admin/pages/x.tsx', '../../pages/home-page.tsx')).toHaveLength(
      1,
    );
    expect(await problems('src/web/admin/app/x.tsx', '../../routes.tsx')).toHaveLength(1);
  });

  it("lets the admin use its own layers downwards, the shop's lib and components, and domain", async () => {
    expect(await problems('src/web/admin/pages/x.tsx', '../features/orders/api/orders.ts')).toEqual(
      [],
    );
    expect(
      await problems('src/web/admin/features/orders/api/x.ts', '../../../lib/admin-session.ts'),
    ).toEqual([]);
    expect(await problems('src/web/admin/pages/x.tsx', '../../components/page-head.tsx')).toEqual(
      [],
    );
    expect(await problems('src/web/admin/app/x.tsx', '../../lib/lazy-page.ts')).toEqual([]);
    expect(
      await problems('src/web/admin/features/orders/a/x.ts', '../../../../../domain/money.ts'),
    ).toEqual([]);
  });

  it('reports a file in a folder of the admin that is in no layer', async () => {
    expect(await problems('src/web/admin/utils/x.ts', '../lib/admin-session.ts')).toEqual([
      'The folder admin/utils is in no layer: add it to the layer-imports options (eslint.config.js) and to docs/architecture.md.',
    ]);
  });
});

describe('the domain', () => {
  it("refuses the web app, the server, frameworks and Node's modules, also by their bare names", async () => {
    for (const source of [
      '../web/lib/paths.ts',
      '../server/lib/clock.ts',
      'react',
      'node:fs',
      'fs',
    ]) {
      expect(await problems('src/domain/x.ts', source)).toHaveLength(1);
    }
    expect(await problems('src/domain/x.ts', './route-paths.ts')).toEqual([]);
    expect(await problems('src/domain/x.ts', 'zod')).toEqual([]);
  });
});

describe('the server layers', () => {
  it('refuses a feature import in lib and db, and a sibling feature', async () => {
    expect(await problems('src/server/lib/x.ts', '../features/auth/auth.service.ts')).toHaveLength(
      1,
    );
    expect(await problems('src/server/db/x.ts', '../features/auth/auth.service.ts')).toHaveLength(
      1,
    );
    expect(
      await problems('src/server/features/orders/x.ts', '../products/products.service.ts'),
    ).toHaveLength(1);
  });

  it('lets features use lib, db and the configuration, and the app use features', async () => {
    expect(await problems('src/server/features/auth/x.ts', '../../lib/bearer-token.ts')).toEqual(
      [],
    );
    expect(await problems('src/server/lib/mail/x.ts', '../../config.ts')).toEqual([]);
    expect(await problems('src/server/backup/x.ts', '../features/orders/order-jobs.ts')).toEqual(
      [],
    );
  });

  it('puts the aggregates between lib and the features', async () => {
    expect(
      await problems('src/server/aggregates/x.ts', '../features/orders/orders.service.ts'),
    ).toHaveLength(1);
    expect(await problems('src/server/lib/x.ts', '../aggregates/order-state.ts')).toHaveLength(1);
    expect(
      await problems('src/server/features/packing/x.ts', '../../aggregates/order-state.ts'),
    ).toEqual([]);
    expect(await problems('src/server/aggregates/x.ts', '../db/schema.ts')).toEqual([]);
  });

  it('reports a file in a folder that is in no layer', async () => {
    expect(await problems('src/server/helpers/x.ts', '../lib/clock.ts')).toEqual([
      'The folder helpers is in no layer: add it to the layer-imports options (eslint.config.js) and to docs/architecture.md.',
    ]);
    expect(await problems('src/web/utils/x.ts', '../lib/clock.ts')).toHaveLength(1);
  });
});
