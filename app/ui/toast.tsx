/**
 * A small toast at the bottom of the screen: role=status for news, role=alert for failures. It sits above the
 * compare tray and the vehicle page's phone action bar when they show (app/ui/bottom-bars.ts), never over them.
 */
import { useEffect } from "react";
import { createPortal } from "react-dom";

export type ToastMessage = { id: number; text: string; tone: "success" | "error"; action?: { label: string; href: string } };

export function Toast({ toast, onClose, removeAfterMs }: { toast: ToastMessage | null; onClose: () => void; removeAfterMs: number }) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onClose, removeAfterMs);
    return () => clearTimeout(timer);
  }, [toast, onClose, removeAfterMs]);
  if (!toast || typeof document === "undefined") return null;
  return createPortal(
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+var(--compare-tray-height,0px)+var(--sticky-footer-height,0px))] z-50 flex justify-center px-4">
      <div
        role={toast.tone === "error" ? "alert" : "status"}
        data-testid={toast.tone === "error" ? "toast-error" : "toast"}
        className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-brand px-4 py-3 text-sm font-semibold shadow-xl ${
          toast.tone === "error" ? "bg-red-700 text-white" : "bg-ink text-white"
        }`}
      >
        <span>{toast.text}</span>
        {toast.action && (
          <a href={toast.action.href} className="underline">
            {toast.action.label}
          </a>
        )}
        <button
          type="button"
          onClick={onClose}
          aria-label="Dismiss"
          className="ml-1 rounded px-1 text-lg leading-none opacity-80 hover:opacity-100"
        >
          ×
        </button>
      </div>
    </div>,
    document.body,
  );
}
