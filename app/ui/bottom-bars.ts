/**
 * Bars fixed to the bottom of the screen (the compare tray, the vehicle page's phone action bar) publish their height
 * on <html> as a CSS variable while they show, so what floats above the bottom (the chat button, toasts) sits above
 * them instead of covering their buttons (`.chat-launcher` in app.css, the toast's `bottom-[calc(…)]`: both name the two
 * variables below).
 */
import { useEffect, type RefObject } from "react";

export const COMPARE_TRAY_HEIGHT_VAR = "--compare-tray-height";
export const STICKY_FOOTER_HEIGHT_VAR = "--sticky-footer-height";

/** Publishes the element's height (0 while it is hidden by CSS) as `name` while `shown`. */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, name: string, shown = true): void {
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(name, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name, shown]);
}
