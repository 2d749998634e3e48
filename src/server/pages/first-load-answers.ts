import type { FastifyInstance } from 'fastify';
import { firstLoadApiPaths } from '../../domain/first-load.ts';

/** One answer of the shop's API, its body as the API wrote it. */
export type FirstLoadAnswer = { path: string; body: string };

/**
 * The answers to a page's first API requests (decision 019). They are asked of the app itself
 * (`inject`), so they pass the same routes, checks and serialisation as when the browser asks;
 * only successful answers are kept, anything else the app will ask for again and show as usual.
 * `failed`: some request failed on the server's side, so the page is not to be kept (decision 048).
 */
export async function askFirstLoadApi(
  app: FastifyInstance,
  pathname: string,
  search: string,
  cartItemNumbers: readonly number[],
): Promise<{ answers: FirstLoadAnswer[]; failed: boolean }> {
  let failed = false;
  const answers = await Promise.all(
    firstLoadApiPaths(pathname, search, cartItemNumbers).map(async (path) => {
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: { accept: 'application/json' },
      });
      if (response.statusCode >= 500) failed = true;
      return response.statusCode === 200 ? { path, body: response.body } : null;
    }),
  );
  return { answers: answers.filter((answer) => answer !== null), failed };
}

/** The answers as the JSON the page carries, by path; null when there are none. */
export function firstLoadAnswersJson(answers: FirstLoadAnswer[]): string | null {
  if (answers.length === 0) return null;
  const entries = answers.map(({ path, body }) => `${JSON.stringify(path)}:${body}`);
  // The bodies are the API's own JSON, written as they are; "<" is escaped so nothing in the
  // data (a product name, a review) can close the script element that carries it.
  return `{${entries.join(',')}}`.replaceAll('<', '\\u003c');
}
