/**
 * A feed against the dealer's current stock, matched by stock number: new cars, changed cars (with which fields,
 * before and after), cars missing from a full feed (marked sold, never deleted: the dealer's sold days then
 * show them as sold and hide them), and cars unchanged. Only the fields the mapping fills are compared, so what
 * staff set by hand on a field the feed does not carry stays. The same feed a second time changes nothing.
 */
export type IncomingCar = {
  key: string;
  line: number;
  /** Our column values of the mapped fields (images and location already resolved by the importer). */
  values: Record<string, unknown>;
};

export type CurrentCar = {
  id: number;
  key: string;
  status: string;
  soldAt: Date | null;
  /** The same columns as the incoming values. */
  values: Record<string, unknown>;
};

export type FieldChange = { field: string; from: unknown; to: unknown };

export type ChangedCar = {
  id: number;
  key: string;
  line: number;
  /** What changes, as shown to the dealer (status and sold date included). */
  changes: FieldChange[];
  /** The columns to write. */
  set: Record<string, unknown>;
};

export type StockDiff = {
  added: IncomingCar[];
  changed: ChangedCar[];
  /** Missing from a full feed and not sold yet: marked sold now. */
  removed: Array<{ id: number; key: string }>;
  unchanged: Array<{ id: number; key: string }>;
  /** Rows not imported though valid: a car the feed calls sold that is not in stock here. */
  skipped: Array<{ key: string; line: number; reason: string }>;
};

export const SOLD = "sold";
export const IN_STOCK = "in_stock";

/** Plain values (text, numbers, booleans, null, arrays and objects of them) compared by content. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const list = b as unknown[];
    return a.length === list.length && a.every((item, i) => sameValue(item, list[i]));
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return (
    ka.length === kb.length &&
    ka.every((k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** The car a stock number finds when the database holds it more than once: one not sold, then the newest. */
export function byKey<T extends Pick<CurrentCar, "id" | "key" | "status">>(current: readonly T[]): Map<string, T> {
  const found = new Map<string, T>();
  for (const car of current) {
    const other = found.get(car.key);
    const better =
      !other || (other.status === SOLD && car.status !== SOLD) || ((other.status === SOLD) === (car.status === SOLD) && car.id > other.id);
    if (better) found.set(car.key, car);
  }
  return found;
}

export function diffStock(input: {
  incoming: readonly IncomingCar[];
  current: readonly CurrentCar[];
  /** A full feed: cars it does not list are marked sold. */
  removeMissing: boolean;
  /** Stock numbers of the feed's invalid rows: the feed still lists those cars, so they are left as they are. */
  present?: ReadonlySet<string>;
  now: Date;
}): StockDiff {
  const { incoming, current, removeMissing, now } = input;
  const present = input.present ?? new Set<string>();
  const matches = byKey(current);
  const diff: StockDiff = { added: [], changed: [], removed: [], unchanged: [], skipped: [] };
  const matched = new Set<number>();

  for (const car of incoming) {
    const found = matches.get(car.key);
    const feedStatus = typeof car.values.status === "string" ? car.values.status : undefined;
    if (!found) {
      if (feedStatus === SOLD)
        diff.skipped.push({ key: car.key, line: car.line, reason: "Sold in the feed and not in stock here: not added" });
      else diff.added.push(car);
      continue;
    }
    matched.add(found.id);
    const changes: FieldChange[] = [];
    const set: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(car.values)) {
      if (field === "status") continue;
      if (!sameValue(found.values[field], value)) {
        changes.push({ field, from: found.values[field], to: value });
        set[field] = value;
      }
    }
    // In the feed means for sale, unless the feed says otherwise; a car back from sold loses its sale date.
    const status = feedStatus ?? (found.status === SOLD ? IN_STOCK : found.status);
    if (status !== found.status) {
      changes.push({ field: "status", from: found.status, to: status });
      set.status = status;
      if (status === SOLD) set.soldAt = now;
      else if (found.soldAt !== null) set.soldAt = null;
    }
    if (changes.length > 0) diff.changed.push({ id: found.id, key: car.key, line: car.line, changes, set });
    else diff.unchanged.push({ id: found.id, key: car.key });
  }

  for (const car of current) {
    if (matched.has(car.id)) continue;
    // Sold already, or listed in an invalid row (reported there): left as it is.
    if (car.status === SOLD || present.has(car.key)) continue;
    if (removeMissing) diff.removed.push({ id: car.id, key: car.key });
    else diff.unchanged.push({ id: car.id, key: car.key });
  }
  return diff;
}

/** The counts a report and the feed_imports row carry. */
export type DiffCounts = { new: number; changed: number; removed: number; unchanged: number; skipped: number };

export function diffCounts(diff: StockDiff): DiffCounts {
  return {
    new: diff.added.length,
    changed: diff.changed.length,
    removed: diff.removed.length,
    unchanged: diff.unchanged.length,
    skipped: diff.skipped.length,
  };
}

/** When a car marked sold today leaves the site: after the dealer's sold days (001 §5). */
export function hiddenAfter(now: Date, soldDays: number): Date {
  return new Date(now.getTime() + soldDays * 86_400_000);
}

/** Below this many cars for sale, a feed may mark any number of them sold. */
export const MASS_REMOVAL_MIN = 20;

/**
 * Whether a full feed would mark most of the stock sold at once (more than half of the cars for sale, and more
 * than MASS_REMOVAL_MIN): a truncated or wrong file looks like that, so it is applied only when confirmed.
 */
export function isMassRemoval(diff: StockDiff): boolean {
  return isMassRemovalOf(diff.removed.length, diff.changed.length + diff.unchanged.length);
}

/** The same rule on counts: `removed` cars marked sold, `kept` cars in stock that the feed lists. */
export function isMassRemovalOf(removed: number, kept: number): boolean {
  return removed > MASS_REMOVAL_MIN && removed * 2 > removed + kept;
}
