import { describe, expect, it } from "vitest";
import { grow, lowestBit, popcount, SparseBitset } from "./bitset";

describe("bit helpers", () => {
  it("counts set bits, including the sign bit", () => {
    expect(popcount(0)).toBe(0);
    expect(popcount(0b1011)).toBe(3);
    expect(popcount(0xffffffff)).toBe(32);
    expect(popcount(1 << 31)).toBe(1);
  });

  it("finds the lowest set bit", () => {
    expect(lowestBit(1)).toBe(0);
    expect(lowestBit(0b1000)).toBe(3);
    expect(lowestBit(1 << 31)).toBe(31);
  });

  it("grows a bitset keeping its words", () => {
    const grown = grow(Uint32Array.of(5, 7), 4);
    expect([...grown]).toEqual([5, 7, 0, 0]);
  });
});

describe("SparseBitset", () => {
  it("stores only the words it uses, sorted, and tracks its size", () => {
    const set = new SparseBitset();
    for (const slot of [700, 3, 31, 32, 5000, 3]) set.add(slot);
    expect(set.size).toBe(5);
    expect([...set.words.subarray(0, set.length)]).toEqual([0, 1, 21, 156]);
    expect(set.has(31)).toBe(true);
    expect(set.has(30)).toBe(false);
    expect(set.indexOf(21)).toBe(2);
    expect(set.indexOf(2)).toBe(-1);
  });

  it("keeps a word when its last bit goes, until it is removed", () => {
    const set = new SparseBitset();
    set.add(40);
    set.add(41);
    set.add(100);
    set.delete(40);
    set.delete(41);
    set.delete(41);
    expect(set.size).toBe(1);
    expect([...set.words.subarray(0, set.length)]).toEqual([1, 3]);
    expect(set.bits[0]).toBe(0);
    expect(set.removeWord(1)).toBe(0);
    expect(set.removeWord(1)).toBe(-1);
    expect([...set.words.subarray(0, set.length)]).toEqual([3]);
    expect(set.size).toBe(1);
  });

  it("adds empty words in order and removes a word with its bits", () => {
    const set = new SparseBitset();
    set.add(100);
    expect(set.addWord(5)).toBe(1);
    expect(set.addWord(0)).toBe(0);
    expect(set.addWord(5)).toBe(2);
    expect([...set.words.subarray(0, set.length)]).toEqual([0, 3, 5]);
    expect(set.size).toBe(1);
    expect(set.removeWord(3)).toBe(1);
    expect(set.size).toBe(0);
    expect(set.has(100)).toBe(false);
  });

  it("grows past its initial room", () => {
    const set = new SparseBitset();
    for (let slot = 0; slot < 32 * 100; slot += 32) set.add(slot);
    expect(set.length).toBe(100);
    expect(set.has(32 * 99)).toBe(true);
  });
});
