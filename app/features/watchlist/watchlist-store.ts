/**
 * The browser's copy of the signed-in shopper's watchlist, shared by every heart on the page.
 * Loaded once per signed-in user from /api/watchlist/cars; changed optimistically (the list updates first,
 * then the call), rolled back when the call fails.
 */
import { useEffect, useSyncExternalStore } from "react";

export type WatchlistState = {
  status: "idle" | "loading" | "ready" | "error";
  userId: number | null;
  phone: string | null;
  ids: ReadonlySet<number>;
};

const EMPTY: WatchlistState = { status: "idle", userId: null, phone: null, ids: new Set() };

let state: WatchlistState = EMPTY;
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

function setState(next: WatchlistState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadWatchlist(userId: number): Promise<void> {
  if (state.userId === userId && state.status === "ready") return Promise.resolve();
  if (state.userId === userId && state.status === "loading" && loading) return loading;
  setState({ status: "loading", userId, phone: null, ids: new Set() });
  loading = fetch("/api/watchlist/cars", { headers: { Accept: "application/json" }, credentials: "same-origin" })
    .then(async (response) => {
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as { phone_number: string | null; car_ids: number[] };
      if (state.userId === userId) setState({ status: "ready", userId, phone: body.phone_number, ids: new Set(body.car_ids) });
    })
    .catch(() => {
      if (state.userId === userId) setState({ ...state, status: "error" });
    });
  return loading;
}

/** The watchlist of the signed-in user (loads it on first use); the idle state when signed out. */
export function useWatchlist(userId: number | null): WatchlistState {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
  useEffect(() => {
    if (userId !== null) void loadWatchlist(userId);
    else if (state.userId !== null) setState(EMPTY);
  }, [userId]);
  return userId !== null && snapshot.userId === userId ? snapshot : EMPTY;
}

export type ChangeOutcome = { ok: true } | { ok: false; status: number };

/** Saves or removes a car: the list changes at once, then the call; a failed call puts the list back. */
export async function changeSaved(carId: number, save: boolean): Promise<ChangeOutcome> {
  if (state.status !== "ready" && state.userId !== null) await loadWatchlist(state.userId);
  if (state.status !== "ready" || !state.phone) return { ok: false, status: 0 };
  const before = state.ids;
  const optimistic = new Set(before);
  if (save) optimistic.add(carId);
  else optimistic.delete(carId);
  setState({ ...state, ids: optimistic });
  let status = 0;
  try {
    const response = await fetch(`/api/watchlist/${save ? "save-car" : "remove-car"}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ phone_number: state.phone, car_id: carId }),
    });
    status = response.status;
    const body = (await response.json().catch(() => null)) as { success?: boolean } | null;
    if (response.ok && body?.success === true) return { ok: true };
  } catch {
    // Offline or the server is unreachable: roll back below.
  }
  const rolledBack = new Set(state.ids);
  if (before.has(carId)) rolledBack.add(carId);
  else rolledBack.delete(carId);
  setState({ ...state, ids: rolledBack });
  return { ok: false, status };
}
