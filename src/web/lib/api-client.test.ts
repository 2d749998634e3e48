import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { GENERIC_ERROR_TEXT } from '../../domain/texts.ts';
import { ANY_ANSWER, ApiError, NETWORK_ERROR_TEXT, apiRequest } from './api-client.ts';

const itemSchema = z.object({ id: z.number() });

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('ANY_ANSWER takes any body as it is, and no body at all', async () => {
    stubFetch(Response.json({ whatever: [1, 2] }));
    await expect(apiRequest('/api/users/opensite', ANY_ANSWER)).resolves.toEqual({
      whatever: [1, 2],
    });
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/users/opensite', ANY_ANSWER)).resolves.toBeUndefined();
  });

  it('ANY_ANSWER still turns a failed status into an ApiError', async () => {
    stubFetch(Response.json({ message: 'Zu viele Anfragen.' }, { status: 429 }));
    await expect(apiRequest('/api/users/opensite', ANY_ANSWER)).rejects.toMatchObject({
      status: 429,
      message: 'Zu viele Anfragen.',
    });
  });

  it('returns the parsed JSON body', async () => {
    stubFetch(Response.json({ id: 7, extra: 'dropped' }));

    await expect(apiRequest('/api/thing', itemSchema)).resolves.toEqual({ id: 7 });
  });

  it('sends the anonymous client id as the userid header when given', async () => {
    const fetchMock = stubFetch(Response.json({ id: 1 }));

    await apiRequest('/api/thing', itemSchema, {
      clientId: 'c0ffee00-0000-4000-8000-000000000000',
    });

    expect(sentHeaders(fetchMock).get('userid')).toBe('c0ffee00-0000-4000-8000-000000000000');
  });

  it('sends no userid header without a client id', async () => {
    const fetchMock = stubFetch(Response.json({ id: 1 }));

    await apiRequest('/api/thing', itemSchema);

    expect(sentHeaders(fetchMock).has('userid')).toBe(false);
  });

  it('sends a body as JSON', async () => {
    const fetchMock = stubFetch(Response.json({ id: 1 }));

    await apiRequest('/api/thing', itemSchema, { method: 'POST', body: { code: 'ABC' } });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"code":"ABC"}');
    expect(sentHeaders(fetchMock).get('content-type')).toBe('application/json');
  });

  it("throws an ApiError with the server's German message on a non-2xx answer", async () => {
    stubFetch(Response.json({ error: 'Not Found', message: 'Nicht gefunden.' }, { status: 404 }));

    const error = await apiRequest('/api/thing', itemSchema).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Nicht gefunden.' });
  });

  it('falls back to the generic error text when the answer has no message', async () => {
    stubFetch(new Response('<html>Bad Gateway</html>', { status: 502 }));

    await expect(apiRequest('/api/thing', itemSchema)).rejects.toMatchObject({
      status: 502,
      message: GENERIC_ERROR_TEXT,
    });
  });

  it('reports a lost connection as status 0, saying so in German', async () => {
    stubFetch(new TypeError('Failed to fetch'));

    await expect(apiRequest('/api/thing', itemSchema)).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: NETWORK_ERROR_TEXT,
    });
  });

  it('rejects an answer that breaks the contract', async () => {
    stubFetch(Response.json({ id: 'not a number' }));

    await expect(apiRequest('/api/thing', itemSchema)).rejects.toMatchObject({
      status: 200,
      message: GENERIC_ERROR_TEXT,
    });
  });
});
