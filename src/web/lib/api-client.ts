import type { z } from 'zod';
import { GENERIC_ERROR_TEXT } from '../../domain/texts.ts';

/**
 * The one HTTP client of the web app. It speaks JSON with the shop's own API (same origin),
 * validates every response with the caller's zod schema and turns every failure into an ApiError
 * whose message can be shown to the customer as it is.
 */

/**
 * A schema loaded when the first answer needs it. The code of a page's first screen names its
 * schemas this way, so zod and the schemas arrive with the first API call instead of with the
 * page (decision 050). The page's first answers come inside its HTML, written by the server's
 * own serializer, which checked them already.
 */
export interface LazySchema<Output> {
  load: () => Promise<AnswerCheck<Output>>;
}

/** What checking an answer needs of a schema: a zod schema is one. */
export interface AnswerCheck<Output> {
  safeParse(data: unknown): { success: true; data: Output } | { success: false; error: unknown };
}

export function lazySchema<Output>(load: () => Promise<AnswerCheck<Output>>): LazySchema<Output> {
  let loading: Promise<AnswerCheck<Output>> | null = null;
  return {
    load: () => {
      loading ??= load();
      return loading;
    },
  };
}

/**
 * For calls whose answer does not matter (204s, tracking): any body is fine. No zod for it: a
 * dynamic `import('zod')` takes the whole library, every locale included (88 KB gzip), into the
 * first page's downloads (issue 33).
 */
const ACCEPT_ANY: AnswerCheck<unknown> = { safeParse: (data) => ({ success: true, data }) };
export const ANY_ANSWER: LazySchema<unknown> = { load: () => Promise.resolve(ACCEPT_ANY) };

function isLazy(schema: AnswerSchema): schema is LazySchema<unknown> {
  return !('safeParse' in schema);
}

/** How an answer is checked: a schema, or one loaded on first use. */
export type AnswerSchema = z.ZodType | LazySchema<unknown>;

/** The checked answer of a schema. */
export type AnswerOf<Schema extends AnswerSchema> =
  Schema extends LazySchema<infer Output> ? Output : z.output<Schema>;

/** No answer arrived at all: saying so helps more than "something went wrong". */
export const NETWORK_ERROR_TEXT =
  'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung und versuche es erneut.';

/**
 * A failed API call. `status` is the HTTP status, or 0 when no response arrived (offline, DNS,
 * connection reset). `message` is German and fit to show: the server's own message when it sent
 * one, NETWORK_ERROR_TEXT when none arrived, otherwise the spec's generic error text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;

  constructor(status: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
  }
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON; leave out for requests without a body. */
  body?: unknown;
  /** The anonymous client id (uuid), sent as the `userid` header the server expects. */
  clientId?: string | null;
  /** A signed-in admin's token, sent as a bearer token. */
  token?: string | null;
  /** Further headers, e.g. the tracking calls' `cart` and `page` (docs/product.md §7.1). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiRequest<Schema extends AnswerSchema>(
  path: string,
  schema: Schema,
  { method = 'GET', body, clientId, token, headers: extraHeaders, signal }: ApiRequestOptions = {},
): Promise<AnswerOf<Schema>> {
  const headers = new Headers({ accept: 'application/json', ...extraHeaders });
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (clientId != null && clientId !== '') headers.set('userid', clientId);
  if (token != null && token !== '') headers.set('authorization', `Bearer ${token}`);

  // Loaded while the request is under way, not after it.
  const given: AnswerSchema = schema;
  const checking: Promise<AnswerCheck<unknown>> = isLazy(given)
    ? given.load()
    : Promise.resolve(given);
  checking.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    // A cancelled request is not a failure: let the caller (TanStack Query) see the AbortError.
    if (signal?.aborted === true) throw error;
    throw new ApiError(0, NETWORK_ERROR_TEXT, { cause: error });
  }

  const data = await readJson(response);
  if (!response.ok) {
    throw new ApiError(response.status, serverMessage(data) ?? GENERIC_ERROR_TEXT);
  }

  let checker: AnswerCheck<unknown>;
  try {
    checker = await checking;
  } catch (error) {
    // The schema's code could not be loaded: offline since the page came, as far as anyone can tell.
    throw new ApiError(0, NETWORK_ERROR_TEXT, { cause: error });
  }
  return parseAnswer(response.status, data, checker) as AnswerOf<Schema>;
}

function parseAnswer(status: number, data: unknown, schema: AnswerCheck<unknown>): unknown {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    // The server broke the shared contract: the customer only needs to know something went wrong.
    throw new ApiError(status, GENERIC_ERROR_TEXT, { cause: parsed.error });
  }
  return parsed.data;
}

/** The JSON body, or undefined when there is none or it is not JSON (e.g. a proxy's HTML page). */
async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The server's error bodies look like `{ error, message }`; its messages are German. */
function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
