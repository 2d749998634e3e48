import { createContext, useCallback, useContext } from 'react';
import type { z } from 'zod';
import { ApiError, apiRequest } from './api-client.ts';
import type { ApiRequestOptions } from './api-client.ts';
import { GENERIC_ERROR_TEXT } from '../../domain/texts.ts';

/**
 * The signed-in admin as the admin features see it. The guarded admin layout provides it (the
 * token comes from the one persisted userInfo store); features only read it, so they never
 * import the store or each other.
 */
export interface AdminSession {
  token: string;
  email: string;
  /** A call answered 401: the session expired, so it is dropped and the guard sends to sign-in. */
  onUnauthorized: () => void;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (session === null) throw new Error('useAdminSession outside the guarded admin layout');
  return session;
}

type AdminRequest = <Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options?: Omit<ApiRequestOptions, 'token'>,
) => Promise<z.output<Schema>>;

/** The shop's API client with the admin's bearer token (SPEC.md §6). */
export function useAdminRequest(): AdminRequest {
  const { token, onUnauthorized } = useAdminSession();
  return useCallback<AdminRequest>(
    async (path, schema, options) => {
      try {
        return await apiRequest(path, schema, { ...options, token });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) onUnauthorized();
        throw error;
      }
    },
    [token, onUnauthorized],
  );
}

/** Sends a raw body (a picture) and parses the JSON answer like apiRequest does. */
export async function adminUpload<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  { token, body, contentType }: { token: string; body: Blob; contentType: string },
): Promise<z.output<Schema>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      body,
    });
  } catch (error) {
    throw new ApiError(0, GENERIC_ERROR_TEXT, { cause: error });
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, messageOf(data) ?? GENERIC_ERROR_TEXT);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, GENERIC_ERROR_TEXT);
  return parsed.data;
}

/** Fetches a file with the token (a plain link cannot send it) and saves it. */
/**
 * Downloads a file an admin route answers with, under the name the server gives it
 * (Content-Disposition, e.g. the invoice's number), else under `fileName`.
 */
export async function adminDownload(path: string, token: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    throw new ApiError(0, GENERIC_ERROR_TEXT, { cause: error });
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw new ApiError(response.status, messageOf(data) ?? GENERIC_ERROR_TEXT);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  link.download = named?.[1] ?? fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function messageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  return typeof data.message === 'string' && data.message !== '' ? data.message : undefined;
}

/** A failed call's German message, fit to show. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : GENERIC_ERROR_TEXT;
}
