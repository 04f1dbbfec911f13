/**
 * A modal <dialog> with a title, a line under it and a close button; `open` is driven by the caller, and Escape,
 * the close button or a click on the backdrop call onClose.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";

type DialogProps = { open: boolean; onClose: () => void; title: ReactNode; subtitle?: ReactNode; testId?: string; children: ReactNode };

export function Dialog({ open, onClose, title, subtitle, testId, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && onClose()}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-brand bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/60"
      data-testid={testId}
    >
      <div className="max-h-[85vh] overflow-y-auto p-5">
        <div className="mb-3 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            {subtitle !== undefined && <p className="text-sm text-muted">{subtitle}</p>}
          </div>
          <button type="button" onClick={onClose} className="rounded-brand px-2 py-1 text-2xl leading-none" aria-label="Close">
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
