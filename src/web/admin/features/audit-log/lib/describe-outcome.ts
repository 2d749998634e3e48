// The sentence of an entry comes from the server (domain/audit-sentence.ts, decision 059); the
// outcome beside it is said here, with the status code for the curious.

/** 'erfolgreich', or why the change did not happen. */
export function describeOutcome(statusCode: number): { label: string; ok: boolean } {
  // 102: the row was written before the change ran, and its outcome never came (decision 028).
  if (statusCode === 102) return { label: 'Ausgang unbekannt', ok: false };
  if (statusCode < 400) return { label: 'erfolgreich', ok: true };
  if (statusCode >= 500) return { label: `fehlgeschlagen (${statusCode})`, ok: false };
  return { label: `abgelehnt (${statusCode})`, ok: false };
}
