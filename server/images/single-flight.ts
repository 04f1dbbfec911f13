/** Runs one job per key at a time; callers asking for a key already in flight share its promise. */
export type SingleFlight<T> = {
  run(key: string, job: () => Promise<T>): { promise: Promise<T>; joined: boolean };
  readonly size: number;
};

export function createSingleFlight<T>(): SingleFlight<T> {
  const inFlight = new Map<string, Promise<T>>();
  return {
    run(key, job) {
      const existing = inFlight.get(key);
      if (existing) return { promise: existing, joined: true };
      const promise = job().finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return { promise, joined: false };
    },
    get size() {
      return inFlight.size;
    },
  };
}
