import { createContext, useCallback, useContext } from 'react';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import type { AnswerOf, AnswerSchema, ApiRequestOptions } from '../../lib/api-client.ts';
import { GENERIC_ERROR_TEXT } from '../../../domain/texts.ts';

/**
 * The signed-in admin as the admin features see it. The guarded admin layout provides it (the
 * token comes from the one persisted userInfo store); features only read it, so they never
 * import the store or each other.
 */
export interface AdminSession {
  token: string;
  email: string;
  /**
   * A call made with `failedToken` answered 401. Resolves with a token to retry with: the current
   * one if it changed meanwhile, else the one from the "Anmeldung abgelaufen" dialog; null when
   * she cancelled it (decision 039). The page stays as it is while she signs in again.
   */
  reauthenticate: (failedToken: string) => Promise<string | null>;
  /** She did something that counts as working (a save): keeps the session renewed. */
  noteActivity: () => void;
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (session === null) throw new Error('useAdminSession outside the guarded admin layout');
  return session;
}

/**
 * A save that could not reach the server: the form is still filled, so she can simply send it
 * again (the general text of the API client would not say that).
 */
export const ADMIN_OFFLINE_TEXT =
  'Keine Verbindung zum Server. Deine Eingaben sind noch da – bitte versuche es erneut, sobald du wieder online bist.';

/**
 * Runs `call` with the admin's token; on 401 waits for her to sign in again and runs it once more
 * with the new token. Cancelling the dialog leaves the 401 as the answer.
 */
async function withReauthentication<T>(
  session: AdminSession,
  call: (token: string) => Promise<T>,
): Promise<T> {
  try {
    return await call(session.token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const token = await session.reauthenticate(session.token);
    if (token === null) throw error;
    return call(token);
  }
}

type AdminRequest = <Schema extends AnswerSchema>(
  path: string,
  schema: Schema,
  options?: Omit<ApiRequestOptions, 'token'>,
) => Promise<AnswerOf<Schema>>;

/** The shop's API client with the admin's bearer token (docs/product.md §6). */
export function useAdminRequest(): AdminRequest {
  const session = useAdminSession();
  return useCallback<AdminRequest>(
    async (path, schema, options) => {
      const changes = options?.method !== undefined && options.method !== 'GET';
      if (changes) session.noteActivity();
      try {
        return await withReauthentication(session, (token) =>
          apiRequest(path, schema, { ...options, token }),
        );
      } catch (error) {
        if (changes && error instanceof ApiError && error.status === 0) {
          throw new ApiError(0, ADMIN_OFFLINE_TEXT, { cause: error });
        }
        throw error;
      }
    },
    [session],
  );
}

export type AdminUpload = <Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  upload: { body: Blob; contentType: string; onProgress?: (fraction: number) => void },
) => Promise<z.output<Schema>>;

/**
 * Sends a raw body (a picture) with the admin's token and parses the JSON answer like
 * apiRequest does; reports upload progress (0…1), which fetch cannot, hence XMLHttpRequest.
 */
export function useAdminUpload(): AdminUpload {
  const session = useAdminSession();
  return useCallback<AdminUpload>(
    (path, schema, upload) => {
      session.noteActivity();
      return withReauthentication(session, (token) =>
        sendWithProgress(path, schema, token, upload),
      );
    },
    [session],
  );
}

function sendWithProgress<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  token: string,
  { body, contentType, onProgress }: Parameters<AdminUpload>[2],
): Promise<z.output<Schema>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('content-type', contentType);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, ADMIN_OFFLINE_TEXT));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText) as unknown;
      } catch {
        data = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, messageOf(data) ?? GENERIC_ERROR_TEXT));
        return;
      }
      const parsed = schema.safeParse(data);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, GENERIC_ERROR_TEXT, { cause: parsed.error }));
    };
    xhr.send(body);
  });
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
