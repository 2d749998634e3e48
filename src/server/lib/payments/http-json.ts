/** A JSON call to a payment provider: status, parsed body (or null) and headers. */
export type JsonResponse = { status: number; body: unknown; headers: Headers };

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${provider} answered HTTP ${status}`);
    this.name = 'ProviderError';
  }
}

export async function requestJson(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<JsonResponse> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, body, headers: response.headers };
}

/** Reads a nested field of an unknown JSON value, or undefined. */
export function field(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}
