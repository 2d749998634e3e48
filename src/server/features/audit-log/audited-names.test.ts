import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUDITED_ACTION_NAMES } from '../../../domain/api/audit-log.ts';
import { AUDIT_PHRASES, auditSentence } from '../../../domain/audit-sentence.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The Änderungsprotokoll names every change in German (decision 028) and writes it as a sentence
// (decision 059). A new state-changing admin route without a name or a sentence would show as
// "POST /api/…" or as a bare name: this finds such routes by asking each state-changing route of
// the OpenAPI document without a token — an admin route answers 401.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function auditedRoutes(): Promise<string[]> {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const audited: string[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const method of Object.keys(methods).map((name) => name.toUpperCase())) {
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({ method: method as 'POST', url, payload: {} });
      const route = `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      if (response.statusCode === 401) audited.push(route);
    }
  }
  return audited;
}

it('has a German name and a sentence for every state-changing admin route', async () => {
  const audited = await auditedRoutes();
  expect(audited.length).toBeGreaterThan(30);
  expect(audited.filter((route) => AUDITED_ACTION_NAMES[route] === undefined)).toEqual([]);
  expect(audited.filter((route) => AUDIT_PHRASES[route] === undefined)).toEqual([]);

  // Even a row that knows nothing but its route (written before subjects existed, or refused
  // before any lookup) reads as German, for success and refusal alike.
  for (const route of audited) {
    const [method, pattern] = route.split(' ') as [string, string];
    for (const statusCode of [200, 409]) {
      const sentence = auditSentence({ method, route: pattern, details: {}, statusCode });
      expect(sentence, route).not.toMatch(/\/api|undefined|null|NaN|:id|\s,|\s$/);
      expect(sentence.startsWith('abgelehnt: '), route).toBe(statusCode === 409);
    }
  }
});
