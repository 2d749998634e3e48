/**
 * The token of an Authorization header. docs/product.md §6: the original specification's web app
 * sent the scheme word misspelt as 'Baerer'; both spellings are accepted.
 */
export function bearerToken(header: string | undefined): string | null {
  const match = /^(?:Bearer|Baerer)\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}
