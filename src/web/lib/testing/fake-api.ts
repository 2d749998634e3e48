import { vi } from 'vitest';

/**
 * The shop's API as the component tests see it (decision 055): `fetch` is replaced by a table of
 * answers, keyed 'METHOD /path' (the path without its query). Every request is recorded with its
 * query, headers and JSON body, so a test can assert on what a component sent. A request the
 * table does not answer fails the test (setup.ts), with its method and path.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body; undefined without one. */
  body: unknown;
}

/** A fixed answer (sent anew to every request), or one made per request, perhaps later. */
type Handler = Response | ((request: RecordedRequest) => Response | Promise<Response>);

export interface FakeApi {
  /** Every request so far, oldest first. */
  requests: RecordedRequest[];
  /** The requests of one 'METHOD /path'. */
  requestsTo: (route: string) => RecordedRequest[];
  /** Adds or replaces answers. */
  answer: (routes: Record<string, Handler>) => void;
}

/** A JSON answer, as the server sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** The server's error body: `{ error, message }` with a German message. */
export function apiError(status: number, message: string): Response {
  return json({ error: 'Error', message }, status);
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

const unanswered: string[] = [];

/** Replaces `fetch` for this test (undone by setup.ts after each test). */
export function fakeApi(routes: Record<string, Handler> = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.origin,
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(request);
    const handler = table.get(`${method} ${url.pathname}`);
    if (handler === undefined) {
      unanswered.push(`${method} ${url.pathname}${url.search}`);
      return apiError(501, `Der Test beantwortet ${method} ${url.pathname} nicht.`);
    }
    return typeof handler === 'function' ? handler(request) : handler.clone();
  };
  vi.stubGlobal('fetch', vi.fn(fetchStub));
  return {
    requests,
    requestsTo: (route) =>
      requests.filter((request) => `${request.method} ${request.path}` === route),
    answer: (more) => {
      for (const [route, handler] of Object.entries(more)) table.set(route, handler);
    },
  };
}

/** The requests no answer was given for since the last call (setup.ts fails the test on them). */
export function takeUnansweredRequests(): string[] {
  return unanswered.splice(0);
}
