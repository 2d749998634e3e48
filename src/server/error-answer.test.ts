import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR_TEXT } from '../domain/texts.ts';
import { createTestApp, signInAsAdmin, type TestApp } from './test/test-app.ts';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

describe('an unexpected failure', () => {
  it("answers 500 with the spec's one generic text, not the error's own", async () => {
    const select = vi.spyOn(t.db, 'select').mockImplementation(() => {
      throw new Error('database gone');
    });
    try {
      const response = await t.app.inject({ url: '/api/brands', headers: auth });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: 'Internal Server Error',
        message: GENERIC_ERROR_TEXT,
      });
    } finally {
      select.mockRestore();
    }
  });

  it('takes that text from domain/texts.ts; the server keeps no copy of it', async () => {
    const serverFolder = import.meta.dirname;
    const files = await fs.readdir(serverFolder, { recursive: true });
    const copies: string[] = [];
    for (const file of files) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = await fs.readFile(path.join(serverFolder, file), 'utf8');
      if (text.includes(GENERIC_ERROR_TEXT)) copies.push(file);
    }
    expect(copies).toEqual([]);
  });
});
