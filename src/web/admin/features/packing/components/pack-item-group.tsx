import { Check } from 'lucide-react';
import type { PackItem } from '../../../../../domain/api/packing.ts';
import { groupPackList } from '../../../../../domain/pack-list.ts';
import { sizeLabel } from '../../../../../domain/product-display.ts';

/**
 * Items grouped by seller and box, 'Keine Kiste' first (domain groupPackList). Each item is a
 * toggle: packed items are dimmed.
 */
export function PackItemGroups<T extends PackItem>({
  items,
  isPacked,
  onToggle,
  busyId,
  note,
  canToggle = () => true,
}: {
  items: T[];
  isPacked: (item: T) => boolean;
  onToggle: (item: T) => void;
  busyId: string | null;
  note?: (item: T) => string | null;
  /** False: the item may not change now (an order a withdrawal holds is not packed). */
  canToggle?: (item: T) => boolean;
}) {
  return (
    <div className="flex flex-col gap-3">
      {groupPackList(items).map((group) => (
        <section key={group.key} className="break-inside-avoid">
          <h3 className="mb-1 text-sm font-bold tracking-wide text-brand-800 uppercase">
            {group.label}
          </h3>
          <ul className="flex flex-col gap-1">
            {group.items.map((item) => {
              const packed = isPacked(item);
              const size = sizeLabel(item);
              const extra = note?.(item) ?? null;
              return (
                <li key={item._id}>
                  <button
                    type="button"
                    aria-pressed={packed}
                    disabled={busyId === item._id || !canToggle(item)}
                    onClick={() => onToggle(item)}
                    className={`grid w-full grid-cols-[2.75rem_3rem_1fr] print:grid-cols-[2.75rem_1fr] items-center gap-3 rounded-xl px-2 py-1.5 text-left ring-1 ring-ink/10 hover:bg-brand-50 print:py-0.5 ${packed ? 'bg-ink/5 opacity-50' : 'bg-white'}`}
                  >
                    <span
                      className={`flex size-8 items-center justify-center rounded-lg border-2 ${packed ? 'border-brand-700 bg-brand-700 text-white' : 'border-ink/30'}`}
                    >
                      {packed && <Check aria-hidden="true" className="size-5" />}
                    </span>
                    <span className="size-12 overflow-hidden rounded-lg bg-ink/5 print:hidden">
                      {item.image !== null && (
                        <img
                          src={item.image.webp}
                          alt=""
                          loading="lazy"
                          className="size-full object-cover"
                        />
                      )}
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span className={`font-bold ${packed ? 'line-through' : ''}`}>
                        Nr. {item.itemNumber} · {item.category}
                        {size !== '' && ` · ${size}`}
                      </span>
                      <span className="truncate text-sm text-muted">
                        {[item.name, item.brand, extra].filter(Boolean).join(' · ')}
                      </span>
                      <span className="sr-only">{packed ? 'gepackt' : 'nicht gepackt'}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
