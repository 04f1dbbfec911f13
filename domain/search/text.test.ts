import { describe, expect, it } from "vitest";
import { fieldTokens, queryWords, TokenDictionary, typoBudget } from "./text";

function matches(dictionary: TokenDictionary, tokens: string[], word: string): Record<string, number> {
  const byId = new Map(tokens.map((t) => [dictionary.idOf(t), t]));
  return Object.fromEntries(dictionary.match(word).map((m) => [byId.get(m.tokenId), m.typos]));
}

describe("fieldTokens", () => {
  it("splits on punctuation and keeps the joined form", () => {
    expect([...fieldTokens("CX-5")]).toEqual(["cx", "5", "cx5"]);
  });
  it("splits camelCase body names", () => {
    expect([...fieldTokens("peopleMover")]).toEqual(["people", "mover", "peoplemover"]);
  });
  it("lowercases and strips accents", () => {
    expect([...fieldTokens("Škoda Octavia")]).toEqual(["skoda", "octavia"]);
  });
});

describe("queryWords", () => {
  it("normalises, de-duplicates and caps the number of words", () => {
    expect(queryWords("  Toyota, TOYOTA hi-lux!")).toEqual(["toyota", "hi", "lux"]);
    expect(queryWords("a b c d e f g h i j k l")).toHaveLength(10);
  });
});

describe("typoBudget", () => {
  it("allows no typo under 4 characters, one from 4, two from 8, none for numbers", () => {
    expect(typoBudget("kia")).toBe(0);
    expect(typoBudget("ford")).toBe(1);
    expect(typoBudget("corola")).toBe(1);
    expect(typoBudget("mitsubsh")).toBe(2);
    expect(typoBudget("2020")).toBe(0);
  });
});

describe("TokenDictionary.match", () => {
  const tokens = ["toyota", "corolla", "camry", "cx5", "2020", "2021", "mitsubishi", "kia", "ford", "fiord", "golf", "gold"];
  const dictionary = new TokenDictionary();
  for (const t of tokens) dictionary.add(t);

  it("matches word prefixes without typos", () => {
    expect(matches(dictionary, tokens, "toy")).toEqual({ toyota: 0 });
    expect(matches(dictionary, tokens, "c")).toEqual({ corolla: 0, camry: 0, cx5: 0 });
    expect(matches(dictionary, tokens, "202")).toEqual({ 2020: 0, 2021: 0 });
  });

  it("allows one typo (substitution, deletion, insertion, transposition) from 4 characters", () => {
    expect(matches(dictionary, tokens, "tayota")).toEqual({ toyota: 1 });
    expect(matches(dictionary, tokens, "corola")).toEqual({ corolla: 1 });
    expect(matches(dictionary, tokens, "toyotta")).toEqual({ toyota: 1 });
    expect(matches(dictionary, tokens, "otyota")).toEqual({ toyota: 1 });
    expect(matches(dictionary, tokens, "golf")).toEqual({ golf: 0, gold: 1 });
  });

  it("allows no typo under 4 characters and two from 8", () => {
    expect(matches(dictionary, tokens, "kai")).toEqual({});
    expect(matches(dictionary, tokens, "tyota")).toEqual({ toyota: 1 });
    expect(matches(dictionary, tokens, "tyotaa")).toEqual({});
    expect(matches(dictionary, tokens, "mitsubsihi")).toEqual({ mitsubishi: 1 });
    expect(matches(dictionary, tokens, "mitsabushi")).toEqual({ mitsubishi: 2 });
    expect(matches(dictionary, tokens, "mutsabushi")).toEqual({});
  });

  it("never applies typos to numbers", () => {
    expect(matches(dictionary, tokens, "2022")).toEqual({});
  });

  it("finds tokens added after a cached lookup", () => {
    const d = new TokenDictionary();
    d.add("ranger");
    expect(d.match("ran")).toHaveLength(1);
    d.add("range");
    expect(d.match("ran")).toHaveLength(2);
  });
});
