/**
 * Text matching: how documents and queries are cut into words, and the token dictionary
 * (a trie) that finds every indexed word a query word matches, by prefix and with typos.
 */

/** Query words of this many characters or more allow one typo; see typoBudget. */
export const ONE_TYPO_MIN_LENGTH = 4;
export const TWO_TYPOS_MIN_LENGTH = 8;
export const MAX_QUERY_WORDS = 10;
const MAX_WORD_LENGTH = 40;

export function normaliseText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Edit distance allowed for a query word: none for short words or numbers. */
export function typoBudget(word: string): number {
  if (/^\d+$/.test(word)) return 0;
  if (word.length >= TWO_TYPOS_MIN_LENGTH) return 2;
  if (word.length >= ONE_TYPO_MIN_LENGTH) return 1;
  return 0;
}

/**
 * Words of a field value. "CX-5" gives cx, 5 and cx5; "peopleMover" gives people, mover and
 * peoplemover, so a shopper can type either form.
 */
export function fieldTokens(value: string, into: Set<string> = new Set()): Set<string> {
  for (const chunk of value.split(/\s+/)) {
    if (chunk === "") continue;
    const split = normaliseText(chunk.replace(/([a-z])([A-Z])/g, "$1 $2"))
      .split(/[^a-z0-9]+/)
      .filter((p) => p !== "");
    for (const part of split) into.add(part.slice(0, MAX_WORD_LENGTH));
    if (split.length > 1) into.add(split.join("").slice(0, MAX_WORD_LENGTH));
  }
  return into;
}

export function queryWords(text: string): string[] {
  const words = normaliseText(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "")
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

type TrieNode = { children: Map<string, TrieNode>; tokenId: number };

export type TokenMatch = { tokenId: number; typos: number };

/**
 * Every distinct indexed word, with an id. `match` walks the trie carrying one row of the
 * edit-distance table (with transpositions), pruning branches that cannot come within budget,
 * so a lookup touches a few hundred nodes rather than the whole dictionary.
 */
export class TokenDictionary {
  private readonly root: TrieNode = { children: new Map(), tokenId: -1 };
  private readonly ids = new Map<string, number>();
  private readonly cache = new Map<string, TokenMatch[]>();
  private rows: Int32Array[] = [];

  get size(): number {
    return this.ids.size;
  }

  idOf(token: string): number | undefined {
    return this.ids.get(token);
  }

  /** Returns the token's id, adding it when new. */
  add(token: string): number {
    const known = this.ids.get(token);
    if (known !== undefined) return known;
    const id = this.ids.size;
    this.ids.set(token, id);
    let node = this.root;
    for (const ch of token) {
      let child = node.children.get(ch);
      if (!child) {
        child = { children: new Map(), tokenId: -1 };
        node.children.set(ch, child);
      }
      node = child;
    }
    node.tokenId = id;
    this.cache.clear();
    return id;
  }

  /**
   * Tokens that start with `word`, or start with something within the word's typo budget of it;
   * `typos` is the smallest distance found.
   */
  match(word: string): TokenMatch[] {
    const cached = this.cache.get(word);
    if (cached) return cached;
    const found = new Map<number, number>();
    const budget = typoBudget(word);
    const m = word.length;
    const first = this.row(0, m);
    for (let j = 0; j <= m; j++) first[j] = j;
    this.walk(this.root, "", first, null, 1, word, budget, m, found);
    const result = [...found].map(([tokenId, typos]) => ({ tokenId, typos }));
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(word, result);
    return result;
  }

  private row(depth: number, m: number): Int32Array {
    while (this.rows.length <= depth) this.rows.push(new Int32Array(0));
    if (this.rows[depth].length < m + 1) this.rows[depth] = new Int32Array(m + 1 + 8);
    return this.rows[depth];
  }

  private walk(
    node: TrieNode,
    nodeChar: string,
    row: Int32Array,
    parentRow: Int32Array | null,
    depth: number,
    word: string,
    budget: number,
    m: number,
    found: Map<number, number>,
    bestSoFar = Number.MAX_SAFE_INTEGER,
  ): void {
    const best = Math.min(bestSoFar, row[m]);
    if (node.tokenId >= 0 && best <= budget) record(found, node.tokenId, best);
    let rowMin = row[0];
    for (let j = 1; j <= m; j++) if (row[j] < rowMin) rowMin = row[j];
    if (rowMin > budget) {
      if (best <= budget) collect(node, best, found);
      return;
    }
    for (const [ch, child] of node.children) {
      const next = this.row(depth, m);
      next[0] = row[0] + 1;
      for (let j = 1; j <= m; j++) {
        const qc = word[j - 1];
        let v = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (qc === ch ? 0 : 1));
        if (parentRow && j > 1 && qc === nodeChar && word[j - 2] === ch) v = Math.min(v, parentRow[j - 2] + 1);
        next[j] = v;
      }
      this.walk(child, ch, next, row, depth + 1, word, budget, m, found, best);
    }
  }
}

function record(found: Map<number, number>, tokenId: number, typos: number): void {
  const prev = found.get(tokenId);
  if (prev === undefined || typos < prev) found.set(tokenId, typos);
}

function collect(node: TrieNode, typos: number, found: Map<number, number>): void {
  if (node.tokenId >= 0) record(found, node.tokenId, typos);
  for (const child of node.children.values()) collect(child, typos, found);
}
