import type { ReactNode } from 'react';
import { smallButtonClass } from './form.tsx';
import { QueryState } from './query-state.tsx';

/** The query of one page of an admin list, as TanStack Query returns it. */
interface PagedQuery<Data extends { total: number }> {
  data: Data | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * One page of an admin list: loading and error state, the number of matches, the list, the
 * pager under it.
 */
export function PagedResult<Data extends { total: number }>({
  query,
  pageSize,
  page,
  onPage,
  countText,
  children,
}: {
  query: PagedQuery<Data>;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** The number of matches in words, e.g. '3 Bestellungen'. */
  countText: (total: number) => string;
  children: (data: Data) => ReactNode;
}) {
  const { data } = query;
  return (
    <>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
      {data !== undefined && (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {countText(data.total)}
          </p>
          {children(data)}
          <Pager
            page={page}
            pageCount={Math.max(1, Math.ceil(data.total / pageSize))}
            onPage={onPage}
          />
        </>
      )}
    </>
  );
}

/** 'Zurück' / 'Seite N von M' / 'Weiter' under a paged admin list; nothing when it fits one page. */
function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Seiten" className="flex items-center justify-center gap-3">
      <button
        type="button"
        className={smallButtonClass}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Zurück
      </button>
      <span className="text-sm">
        Seite {page} von {pageCount}
      </span>
      <button
        type="button"
        className={smallButtonClass}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Weiter
      </button>
    </nav>
  );
}
