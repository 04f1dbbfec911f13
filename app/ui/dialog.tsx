/**
 * A modal <dialog> with a title, a line under it and a close button; `open` is driven by the caller, and Escape,
 * the close button or a click on the backdrop call onClose. A car page has three (enquire, test drive, photos), so its
 * look is named in app.css (`.dialog…`) rather than written out in each (issue 18's page budget).
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
      className="dialog"
      data-testid={testId}
    >
      <div className="dialog-body">
        <div className="dialog-head">
          <div>
            <h2 id={titleId}>{title}</h2>
            {subtitle !== undefined && <p>{subtitle}</p>}
          </div>
          <button type="button" onClick={onClose} className="dialog-close" aria-label="Close">
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
