/**
 * The submission's idempotency key: a new random key for each form shown, kept for every retry of the
 * same submission, so a double click or a retried POST makes one lead. Made in the browser: the page's
 * HTML may be served from a shared cache, and a key in it would merge different shoppers' leads.
 * Without JavaScript the input stays empty and the server derives a key from the values.
 */
import { useCallback, useEffect, useState } from "react";

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function useIdempotencyKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState("");
  // The key is made in the browser after hydration (the server page has none, so both renders agree).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setKey(newIdempotencyKey()), []);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return [key, renew];
}
