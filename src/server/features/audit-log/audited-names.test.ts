import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUDITED_ACTION_NAMES } from '../../../domain/api/audit-log.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The Änderungsprotokoll names every change in German (decision 028). A new state-changing admin
// route without a name would show as "POST /api/…": this finds such routes by asking each
// state-changing route of the OpenAPI document without a token — an admin route answers 401.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('has a German name for every state-changing admin route', async () => {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const unnamed: string[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const method of Object.keys(methods).map((name) => name.toUpperCase())) {
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({ method: method as 'POST', url, payload: {} });
      const route = `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      if (response.statusCode === 401 && AUDITED_ACTION_NAMES[route] === undefined) {
        unnamed.push(route);
      }
    }
  }
  expect(unnamed).toEqual([]);
});
