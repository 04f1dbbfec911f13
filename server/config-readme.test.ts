import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { configVariables } from "./config";

/** Variables the README documents that the server never reads: the test helpers' own. */
const TEST_ONLY = ["TEST_DATABASE_URL"];

/** The variable names of the README's configuration table (the one headed `| variable | default | meaning |`). */
function readmeVariables(): string[] {
  const lines = readFileSync("README.md", "utf8").split("\n");
  const header = lines.indexOf("| variable | default | meaning |");
  expect(header, "the README's variable table").toBeGreaterThan(-1);
  const rows = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(/^\| `([A-Z0-9_]+)` \|/.exec(line)?.[1] ?? `unreadable row: ${line}`);
  }
  return rows;
}

describe("the README's variable table", () => {
  it("lists exactly the configuration's variables, each once, and the test-only ones", () => {
    const documented = readmeVariables();
    expect(new Set(documented).size, "a variable listed twice").toBe(documented.length);
    expect([...documented].sort()).toEqual([...Object.keys(configVariables.shape), ...TEST_ONLY].sort());
  });

  it("marks the test-only variables as such, and the server does not read them", () => {
    const readme = readFileSync("README.md", "utf8");
    for (const name of TEST_ONLY) {
      expect(readme).toMatch(new RegExp(`^\\| \`${name}\` \\|[^\\n]*\\| tests only`, "m"));
      expect(Object.keys(configVariables.shape)).not.toContain(name);
    }
  });

  it("matches .env.example, which names every variable the server reads", () => {
    const example = readFileSync(".env.example", "utf8")
      .split("\n")
      .map((line) => /^#?\s?([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(new Set(example).size, "a variable listed twice").toBe(example.length);
    expect([...example].sort()).toEqual(Object.keys(configVariables.shape).sort());
  });
});
