import { smallButtonClass } from './form.tsx';

/** 'Zurück' / 'Seite N von M' / 'Weiter' under a paged admin list; nothing when it fits one page. */
export function Pager({
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
