/**
 * The `filters` parameter: an Algolia-like boolean expression, used for a dealer's configured
 * search filter (settings.stock.searchFilter) and by the search API. Syntax in ./README.md.
 *
 *   make:Toyota AND NOT make:RAM AND (car_type:used OR car_type:demo) AND price:1000 TO 50000
 *
 * Parsing validates attributes and values, so the engine evaluates a typed tree and never
 * meets a name it does not know. Any problem is a FilterSyntaxError carrying the position.
 */
import { CAR_TYPES } from "~/domain/stock/format";
import { type FacetName, isFacetName } from "./names";
import type { StockStatus } from "./types";

export const NUMERIC_ATTRIBUTES = ["price", "km", "year", "custom_rank", "views", "id", "dealership_id", "location_id"] as const;
export type NumericAttribute = (typeof NUMERIC_ATTRIBUTES)[number];

export const FLAG_ATTRIBUTES = ["shown_on_website", "certified", "reserved"] as const;
export type FlagAttribute = (typeof FLAG_ATTRIBUTES)[number];

export const RECENCY_ATTRIBUTES = ["arrived_within_days", "sold_within_days"] as const;
export type RecencyAttribute = (typeof RECENCY_ATTRIBUTES)[number];

export const STATUSES: readonly StockStatus[] = ["in_stock", "coming_soon", "sold"];

export type ComparisonOperator = "<" | "<=" | ">" | ">=" | "=" | "!=";

export type FilterExpression =
  | { kind: "and"; items: FilterExpression[] }
  | { kind: "or"; items: FilterExpression[] }
  | { kind: "not"; item: FilterExpression }
  /** Facet value, matched case-insensitively. */
  | { kind: "facet"; attribute: FacetName; value: string }
  | { kind: "status"; value: StockStatus }
  | { kind: "flag"; attribute: FlagAttribute; value: boolean }
  /** A car without the value (a null price) never satisfies a comparison. */
  | { kind: "compare"; attribute: NumericAttribute; op: ComparisonOperator; value: number }
  /** Inclusive. */
  | { kind: "range"; attribute: NumericAttribute; min: number; max: number }
  /** arrivedAt / soldAt no more than `days` days before the query's `now`. */
  | { kind: "recency"; attribute: RecencyAttribute; days: number };

export class FilterSyntaxError extends Error {
  /** 0-based character offset into the filter string. */
  readonly position: number;
  constructor(message: string, position: number) {
    super(`${message} at position ${position}`);
    this.name = "FilterSyntaxError";
    this.position = position;
  }
}

export const MAX_FILTER_LENGTH = 4000;
const MAX_DEPTH = 32;

type Token =
  | { type: "word"; text: string; pos: number }
  | { type: "string"; text: string; pos: number }
  | { type: "op"; text: ComparisonOperator | ":"; pos: number }
  | { type: "("; pos: number }
  | { type: ")"; pos: number }
  | { type: "end"; pos: number };

const WORD_STOP = /[\s()":<>=!]/;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === "(" || ch === ")") {
      tokens.push({ type: ch, pos: i });
      i++;
    } else if (ch === '"') {
      const start = i;
      let text = "";
      i++;
      while (i < input.length && input[i] !== '"') {
        if (input[i] === "\\" && i + 1 < input.length) i++;
        text += input[i];
        i++;
      }
      if (i >= input.length) throw new FilterSyntaxError("Unterminated quoted value", start);
      i++;
      tokens.push({ type: "string", text, pos: start });
    } else if (ch === ":") {
      tokens.push({ type: "op", text: ":", pos: i });
      i++;
    } else if (ch === "<" || ch === ">" || ch === "!" || ch === "=") {
      const two = input.slice(i, i + 2);
      if (two === "<=" || two === ">=" || two === "!=") {
        tokens.push({ type: "op", text: two, pos: i });
        i += 2;
      } else if (ch === "!") {
        throw new FilterSyntaxError('Unexpected "!" (did you mean "!=" or NOT?)', i);
      } else {
        tokens.push({ type: "op", text: ch as ComparisonOperator, pos: i });
        i++;
      }
    } else {
      const start = i;
      while (i < input.length && !WORD_STOP.test(input[i])) i++;
      tokens.push({ type: "word", text: input.slice(start, i), pos: start });
    }
  }
  tokens.push({ type: "end", pos: input.length });
  return tokens;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

function describe(token: Token): string {
  switch (token.type) {
    case "end":
      return "end of filter";
    case "word":
    case "op":
      return `"${token.text}"`;
    case "string":
      return `"\\"${token.text}\\""`;
    default:
      return `"${token.type}"`;
  }
}

function isKeyword(token: Token, keyword: string): boolean {
  return token.type === "word" && token.text.toUpperCase() === keyword;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.i];
  }
  private next(): Token {
    return this.tokens[this.i++];
  }

  parse(): FilterExpression {
    const expr = this.parseOr(0);
    const rest = this.peek();
    if (rest.type !== "end") {
      throw new FilterSyntaxError(`Expected AND, OR or end of filter, found ${describe(rest)}`, rest.pos);
    }
    return expr;
  }

  private parseOr(depth: number): FilterExpression {
    const items = [this.parseAnd(depth)];
    while (isKeyword(this.peek(), "OR")) {
      this.next();
      items.push(this.parseAnd(depth));
    }
    return items.length === 1 ? items[0] : { kind: "or", items };
  }

  private parseAnd(depth: number): FilterExpression {
    const items = [this.parseNot(depth)];
    while (isKeyword(this.peek(), "AND")) {
      this.next();
      items.push(this.parseNot(depth));
    }
    return items.length === 1 ? items[0] : { kind: "and", items };
  }

  private parseNot(depth: number): FilterExpression {
    if (isKeyword(this.peek(), "NOT")) {
      this.next();
      return { kind: "not", item: this.parseNot(depth) };
    }
    return this.parsePrimary(depth);
  }

  private parsePrimary(depth: number): FilterExpression {
    const token = this.next();
    if (token.type === "(") {
      if (depth >= MAX_DEPTH) throw new FilterSyntaxError(`Parentheses nested deeper than ${MAX_DEPTH}`, token.pos);
      const inner = this.parseOr(depth + 1);
      const close = this.next();
      if (close.type !== ")") throw new FilterSyntaxError(`Expected ")", found ${describe(close)}`, close.pos);
      return inner;
    }
    if (token.type !== "word" || ["AND", "OR", "NOT", "TO"].includes(token.text.toUpperCase())) {
      throw new FilterSyntaxError(`Expected an attribute or "(", found ${describe(token)}`, token.pos);
    }
    const op = this.next();
    if (op.type !== "op") {
      throw new FilterSyntaxError(`Expected ":" or a comparison after "${token.text}", found ${describe(op)}`, op.pos);
    }
    const value = this.next();
    if (value.type !== "word" && value.type !== "string") {
      throw new FilterSyntaxError(`Expected a value after "${token.text}${op.text}", found ${describe(value)}`, value.pos);
    }
    if (op.text === ":" && isKeyword(this.peek(), "TO")) {
      this.next();
      const upper = this.next();
      if (upper.type !== "word" && upper.type !== "string") {
        throw new FilterSyntaxError(`Expected a number after TO, found ${describe(upper)}`, upper.pos);
      }
      return rangeNode(token, value, upper);
    }
    return op.text === ":" ? matchNode(token, value) : compareNode(token, op.text, value);
  }
}

type AttributeToken = { text: string; pos: number };
type ValueToken = { type: "word" | "string"; text: string; pos: number };

function numberValue(value: ValueToken, attribute: string): number {
  if (!NUMBER.test(value.text)) {
    throw new FilterSyntaxError(`"${attribute}" needs a number, found "${value.text}"`, value.pos);
  }
  return Number(value.text);
}

function numericAttribute(attr: AttributeToken): NumericAttribute {
  if ((NUMERIC_ATTRIBUTES as readonly string[]).includes(attr.text)) return attr.text as NumericAttribute;
  if (isKnownAttribute(attr.text)) {
    throw new FilterSyntaxError(`"${attr.text}" is not numeric; use ${attr.text}:value`, attr.pos);
  }
  throw unknownAttribute(attr);
}

function isKnownAttribute(name: string): boolean {
  return (
    isFacetName(name) ||
    name === "status" ||
    (NUMERIC_ATTRIBUTES as readonly string[]).includes(name) ||
    (FLAG_ATTRIBUTES as readonly string[]).includes(name) ||
    (RECENCY_ATTRIBUTES as readonly string[]).includes(name)
  );
}

function unknownAttribute(attr: AttributeToken): FilterSyntaxError {
  return new FilterSyntaxError(`Unknown attribute "${attr.text}"`, attr.pos);
}

function rangeNode(attr: AttributeToken, low: ValueToken, high: ValueToken): FilterExpression {
  const attribute = numericAttribute(attr);
  const min = numberValue(low, attribute);
  const max = numberValue(high, attribute);
  if (min > max) throw new FilterSyntaxError(`Range ${min} TO ${max} is empty (lower bound above upper)`, low.pos);
  return { kind: "range", attribute, min, max };
}

function compareNode(attr: AttributeToken, op: ComparisonOperator, value: ValueToken): FilterExpression {
  const attribute = numericAttribute(attr);
  return { kind: "compare", attribute, op, value: numberValue(value, attribute) };
}

function matchNode(attr: AttributeToken, value: ValueToken): FilterExpression {
  const name = attr.text;
  if (name === "status") {
    const status = STATUSES.find((s) => s === value.text.toLowerCase());
    if (!status) {
      throw new FilterSyntaxError(`status must be one of ${STATUSES.join(", ")}, found "${value.text}"`, value.pos);
    }
    return { kind: "status", value: status };
  }
  if ((FLAG_ATTRIBUTES as readonly string[]).includes(name)) {
    const text = value.text.toLowerCase();
    if (text !== "true" && text !== "false") {
      throw new FilterSyntaxError(`"${name}" must be true or false, found "${value.text}"`, value.pos);
    }
    return { kind: "flag", attribute: name as FlagAttribute, value: text === "true" };
  }
  if ((RECENCY_ATTRIBUTES as readonly string[]).includes(name)) {
    const days = numberValue(value, name);
    if (days < 0) throw new FilterSyntaxError(`"${name}" must not be negative`, value.pos);
    return { kind: "recency", attribute: name as RecencyAttribute, days };
  }
  if (isFacetName(name)) {
    if (name === "car_type" && !(CAR_TYPES as readonly string[]).includes(value.text.toLowerCase())) {
      throw new FilterSyntaxError(`car_type must be one of ${CAR_TYPES.join(", ")}, found "${value.text}"`, value.pos);
    }
    if (name === "year") numberValue(value, name);
    return { kind: "facet", attribute: name, value: value.text };
  }
  if ((NUMERIC_ATTRIBUTES as readonly string[]).includes(name)) {
    return { kind: "compare", attribute: name as NumericAttribute, op: "=", value: numberValue(value, name) };
  }
  throw unknownAttribute(attr);
}

/** Parses a `filters` string; an empty or blank string is no filter (null). */
export function parseFilterExpression(input: string): FilterExpression | null {
  if (input.length > MAX_FILTER_LENGTH) {
    throw new FilterSyntaxError(`Filter is longer than ${MAX_FILTER_LENGTH} characters`, MAX_FILTER_LENGTH);
  }
  if (input.trim() === "") return null;
  return new Parser(tokenize(input)).parse();
}

/** ANDs filters together, skipping absent ones (e.g. the dealer's filter and the API's). */
export function andFilters(...filters: Array<FilterExpression | null | undefined>): FilterExpression | null {
  const present = filters.filter((f): f is FilterExpression => f != null);
  if (present.length === 0) return null;
  return present.length === 1 ? present[0] : { kind: "and", items: present };
}
