/**
 * A JSON resource a page asks for only when it is needed (issue 18: a page's data carries only what it shows): the
 * viewer's spin and interior media when the shopper picks that mode, the similar cars when the shopper scrolls near
 * them. `load` asks once; `retry` asks again after a failure. One resource per mounted component: a page keyed by
 * what the URL names (car-page.tsx keys the car page by car) never shows one car's answer on another's page.
 */
import { useCallback, useRef, useState } from "react";

export type OnDemand<T> = { status: "idle" | "loading" | "error" } | { status: "ready"; value: T };

export function useOnDemandJson<T>(url: string) {
  const [state, setState] = useState<OnDemand<T>>({ status: "idle" });
  const asked = useRef(false);
  const fetchJson = useCallback(
    (force: boolean) => {
      if (asked.current && !force) return;
      asked.current = true;
      setState({ status: "loading" });
      fetch(url)
        .then((res) => (res.ok ? (res.json() as Promise<T>) : Promise.reject(new Error(`status ${res.status}`))))
        .then(
          (value) => setState({ status: "ready", value }),
          () => {
            asked.current = false;
            setState({ status: "error" });
          },
        );
    },
    [url],
  );
  return { state, load: useCallback(() => fetchJson(false), [fetchJson]), retry: useCallback(() => fetchJson(true), [fetchJson]) };
}
