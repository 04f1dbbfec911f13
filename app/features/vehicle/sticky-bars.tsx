import { useEffect, useRef, useState } from "react";
import { STICKY_FOOTER_HEIGHT_VAR, usePublishedHeight } from "~/app/ui/bottom-bars";
import { formatPrice } from "~/domain/stock/format";

/** A slim header that appears after the shopper scrolls past `offset` pixels. Fixed, so it never shifts the page. */
export function StickyHeader({
  offset,
  name,
  price,
  noPriceText,
  action,
}: {
  offset: number;
  name: string;
  price: number | null;
  noPriceText: string;
  action: React.ReactNode;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > offset);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [offset]);
  if (!shown) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-30 border-b border-black/10 bg-surface/95 shadow-md backdrop-blur" data-testid="sticky-header">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
        <p className="min-w-0 truncate font-semibold">{name}</p>
        <div className="flex shrink-0 items-center gap-3">
          <span className="font-bold">{formatPrice(price, noPriceText)}</span>
          <span className="hidden sm:block">{action}</span>
        </div>
      </div>
    </div>
  );
}

/** Phone-only bar of the main actions, fixed to the bottom of the screen. */
export function StickyFooter({ children }: { children: React.ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  usePublishedHeight(bar, STICKY_FOOTER_HEIGHT_VAR);
  return (
    <div ref={bar} className="sticky-footer" data-testid="sticky-footer">
      <div className="grid grid-cols-2 gap-2">{children}</div>
    </div>
  );
}
