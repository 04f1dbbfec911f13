import { describe, expect, it } from "vitest";
import { SlotOrder } from "./slot-order";

const byValue = (values: number[]) => (a: number, b: number) => values[a] - values[b] || a - b;
const slots = (order: SlotOrder) => [...order.items.subarray(0, order.length)];

describe("SlotOrder", () => {
  it("sorts, finds positions and keeps order through inserts and removals", () => {
    const values = [50, 10, 30, 20, 40, 30];
    const compare = byValue(values);
    const order = new SlotOrder();
    for (const slot of [0, 1, 2, 3, 4]) order.push(slot);
    order.sort(compare);
    expect(slots(order)).toEqual([1, 3, 2, 4, 0]);
    order.insert(order.position(5, compare), 5);
    expect(slots(order)).toEqual([1, 3, 2, 5, 4, 0]);
    expect(order.position(2, compare)).toBe(2);
    order.removeAt(order.indexOf(3));
    expect(slots(order)).toEqual([1, 2, 5, 4, 0]);
    expect(order.indexOf(3)).toBe(-1);
  });

  it("grows past its initial room", () => {
    const order = new SlotOrder();
    for (let slot = 0; slot < 100; slot++) order.insert(0, slot);
    expect(order.length).toBe(100);
    expect(order.items[0]).toBe(99);
    expect(order.items[99]).toBe(0);
  });
});
