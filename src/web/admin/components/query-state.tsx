import type { ReactNode } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { errorMessage } from '../lib/admin-session.ts';
import { SHOP_TIME_ZONE } from '../../../domain/calendar.ts';

/** Loading text and the error screen with retry for one admin query. */
export function QueryState({
  isPending,
  error,
  onRetry,
  retrying = false,
}: {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying?: boolean;
}) {
  if (error !== null) {
    return <ErrorState message={errorMessage(error)} onRetry={onRetry} retrying={retrying} />;
  }
  if (isPending) {
    return (
      <p role="status" className="py-8 text-center text-muted">
        Wird geladen …
      </p>
    );
  }
  return null;
}

export function AdminHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:mb-2">
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-800 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

/** German date and time in Berlin, e.g. 22.11.2026, 14:05. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}
