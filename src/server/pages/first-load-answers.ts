import type { FastifyInstance } from 'fastify';
import { firstLoadApiPaths } from '../../domain/first-load.ts';

/**
 * The answers to a page's first API requests, as the JSON the page carries (decision 019). They
 * are asked of the app itself (`inject`), so they pass the same routes, checks and serialisation
 * as when the browser asks; only successful answers are kept, anything else the app will ask
 * for again and show as usual. Null when the page needs none.
 */
export async function firstLoadAnswersJson(
  app: FastifyInstance,
  pathname: string,
  search: string,
): Promise<string | null> {
  const paths = firstLoadApiPaths(pathname, search);
  if (paths.length === 0) return null;
  const answers = await Promise.all(
    paths.map(async (path) => {
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: { accept: 'application/json' },
      });
      return response.statusCode === 200 ? `${JSON.stringify(path)}:${response.body}` : null;
    }),
  );
  // The bodies are the API's own JSON, written as they are; "<" is escaped so nothing in the
  // data (a product name, a review) can close the script element that carries it.
  return `{${answers.filter((answer) => answer !== null).join(',')}}`.replaceAll('<', '\\u003c');
}
