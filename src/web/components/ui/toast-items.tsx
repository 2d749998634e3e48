import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { dismissToast } from '../../lib/toast.ts';
import type { Toast, ToastKind } from '../../lib/toast.ts';

const ICONS: Record<ToastKind, typeof Info> = {
  success: CircleCheck,
  info: Info,
  error: CircleAlert,
};

const ICON_CLASSES: Record<ToastKind, string> = {
  success: 'text-brand-700',
  info: 'text-brand-700',
  error: 'text-sale',
};

/** The toasts shown (components/ui/toaster.tsx), loaded with the first one. */
export function ToastItems({ toasts }: { toasts: readonly Toast[] }) {
  return (
    <>
      {toasts.map((toast) => {
        const Icon = ICONS[toast.kind];
        return (
          <li
            key={toast.id}
            className="toast-in pointer-events-auto flex items-start gap-3 rounded-2xl bg-white p-4 font-sans shadow-lg ring-1 ring-ink/10"
          >
            <Icon
              aria-hidden="true"
              className={`mt-0.5 size-5 shrink-0 ${ICON_CLASSES[toast.kind]}`}
            />
            <p className="flex-1 text-sm font-medium">{toast.message}</p>
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              className="-m-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-ink"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Benachrichtigung schließen</span>
            </button>
          </li>
        );
      })}
    </>
  );
}
