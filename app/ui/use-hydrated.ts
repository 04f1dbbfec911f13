/**
 * False during server rendering and hydration, true once React runs in the browser: a control that needs the
 * page's script says so (data-hydrated), and a no-JS fallback hydrates cleanly.
 */
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
