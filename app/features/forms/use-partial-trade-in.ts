/**
 * Keeps a half-filled trade-in form as a partial lead (001 §5): when one of the spec's lead-capture inputs changes
 * (kms, regoState, rego, name, phone, email, location_id), the form is posted with intent=partial after 400 ms
 * without another change. Only once it could be worth a call back (a name and a mobile or email); the server
 * decides the rest. Errors are ignored: the finished form is what counts.
 */
import { useEffect, useRef, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { LEAD_CAPTURE_INPUTS_CLIENT, PARTIAL_LEAD_DEBOUNCE_MS_CLIENT } from "./field-options-trade-in";

const TRIGGERS = new Set<string>(LEAD_CAPTURE_INPUTS_CLIENT);

export function usePartialTradeIn() {
  const fetcher = useFetcher();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return function onInput(event: FormEvent<HTMLElement>) {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    const form = target.form;
    if (!form || !TRIGGERS.has(target.name)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const data = new FormData(form);
      const named = [data.get("first_name"), data.get("last_name")].some((v) => typeof v === "string" && v.trim() !== "");
      const reachable = [data.get("mobile"), data.get("email")].some((v) => typeof v === "string" && v.trim().length >= 6);
      if (!named || !reachable) return;
      data.set("intent", "partial");
      void fetcher.submit(data, { method: "post" });
    }, PARTIAL_LEAD_DEBOUNCE_MS_CLIENT);
  };
}
