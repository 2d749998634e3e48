import type { FastifyInstance } from 'fastify';
import { apiPaths, firstLoadApiPaths } from '../../domain/first-load.ts';
import { FIRST_LOAD_REQUEST_HEADER, KEPT_UNTIL_HEADER } from '../lib/kept-answers.ts';
import { EVERYTHING_TAG, LISTING_TAG } from '../lib/shop-changes.ts';

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
): Promise<FirstLoadResult> {
  let failed = false;
  let tags: string[] | null = [];
  let expiresAt: number | undefined;
  const answers = await Promise.all(
    firstLoadApiPaths(pathname, search, cartItemNumbers).map(async (path) => {
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: { accept: 'application/json', [FIRST_LOAD_REQUEST_HEADER]: '1' },
      });
      if (response.statusCode >= 500) failed = true;
      const answerTags = firstLoadAnswerTags(path, response.headers['cache-tag']);
      tags = tags === null || answerTags === null ? null : [...tags, ...answerTags];
      const until = Number(response.headers[KEPT_UNTIL_HEADER] ?? NaN);
      if (Number.isFinite(until)) expiresAt = Math.min(expiresAt ?? Infinity, until);
      return response.statusCode === 200 ? { path, body: response.body } : null;
    }),
  );
  return {
    answers: answers.filter((answer) => answer !== null),
    failed,
    tags,
    ...(expiresAt === undefined ? {} : { expiresAt }),
  };
}

/**
 * The answers, whether one failed, and what they show (decision 066): the tags of the kept
 * answers among them, or null when one of them says nothing of what it shows (the page is then
 * out of date after any change); and the earliest end of one of them by the clock.
 */
export interface FirstLoadResult {
  answers: FirstLoadAnswer[];
  failed: boolean;
  tags: string[] | null;
  expiresAt?: number;
}

/**
 * What one first-load answer shows: its `Cache-Tag` when it is a kept answer. The shop's site
 * answer changes only with the settings (every change of everything drops it); the promotion and
 * the filter values are kept for seconds by their routes and change when the listings do.
 */
export function firstLoadAnswerTags(
  path: string,
  cacheTag: string | string[] | number | undefined,
): string[] | null {
  if (typeof cacheTag === 'string')
    return cacheTag.split(',').filter((tag) => tag !== EVERYTHING_TAG);
  if (path === apiPaths.site) return [];
  if (path === apiPaths.promotion || path.startsWith(apiPaths.productFilters(null))) {
    return [LISTING_TAG];
  }
  return null;
}

/** The answers as the JSON the page carries, by path; null when there are none. */
export function firstLoadAnswersJson(answers: FirstLoadAnswer[]): string | null {
  if (answers.length === 0) return null;
  const entries = answers.map(({ path, body }) => `${JSON.stringify(path)}:${body}`);
  // The bodies are the API's own JSON, written as they are; "<" is escaped so nothing in the
  // data (a product name, a review) can close the script element that carries it.
  return `{${entries.join(',')}}`.replaceAll('<', '\\u003c');
}
