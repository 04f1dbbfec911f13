/**
 * Times the stock generator: `npx tsx demo/time-generate.ts [count]` (default 100,000 cars).
 * Prints the time and a few distribution counts; no assertions.
 */
import { generateStock } from "./stock-generator";

const count = Number(process.argv[2] ?? 100_000);
const now = new Date("2025-07-15T10:00:00+10:00");
const started = performance.now();
const stock = generateStock({ count, seed: 42, now, kinds: ["car", "caravan", "motorcycle"] });
const ms = performance.now() - started;

const tally = (key: (car: (typeof stock)[number]) => unknown) => {
  const counts = new Map<string, number>();
  for (const car of stock) counts.set(String(key(car)), (counts.get(String(key(car))) ?? 0) + 1);
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]));
};

console.log(`generated ${stock.length.toLocaleString()} cars in ${ms.toFixed(0)} ms (${((stock.length / ms) * 1000).toFixed(0)} cars/s)`);
console.log(
  "car type",
  tally((c) => c.carType),
);
console.log(
  "status",
  tally((c) => c.status),
);
console.log(
  "kind",
  tally((c) => c.vehicleKind),
);
console.log(
  "fuel",
  tally((c) => c.fuel),
);
console.log("JSON size per car", Math.round(JSON.stringify(stock.slice(0, 1000)).length / 1000), "bytes");
