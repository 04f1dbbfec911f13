// `npm test`'s runner (after the type check): every Vitest project, in two lanes at once. One lane runs the shopper
// browser suites (project e2e) against the demo dealers' server; the other runs unit, integration, the console's browser
// suites (project e2e-console, their own server) and fuzz. A browser suite spends much of its time waiting on a page, a
// server or a timer, so the second lane uses what the first leaves idle (ADR 063). Each lane is its own `vitest run` with
// its own servers and data folders: no suite of one lane sees the other's data. Output lines carry their lane's name.
//
// `npm test -- <vitest arguments>` (a file, `--project unit`, `-t name`…) runs one `vitest run` with them instead.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";

/** Each lane's Vitest projects, by lane name (every project of vitest.config.ts in one lane: server/db/test-lanes.test.ts). */
const LANES = Object.entries(JSON.parse(readFileSync(new URL("./test-lanes.json", import.meta.url), "utf8"))).map(([name, projects]) => ({
  name,
  projects,
}));

const vitest = (args, options) => spawn(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...args], options);

const extra = process.argv.slice(2);
if (extra.length > 0) {
  const child = vitest(extra, { stdio: "inherit" });
  child.once("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  // Built once here: each lane's global setup would otherwise build the same folder at the same time.
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  const started = Date.now();
  const children = [];
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => children.forEach((child) => child.kill(signal)));
  const results = await Promise.all(
    LANES.map(({ name, projects }) => {
      const child = vitest(
        projects.flatMap((project) => ["--project", project]),
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      children.push(child);
      for (const [stream, sink] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => sink.write(`[${name}] ${line}\n`));
      }
      return new Promise((resolve) =>
        child.once("exit", (code, signal) => resolve({ name, projects, code: code ?? 1, signal, seconds: (Date.now() - started) / 1000 })),
      );
    }),
  );
  for (const { name, projects, code, signal, seconds } of results) {
    const outcome = code === 0 ? "passed" : `failed (${signal ?? `exit ${code}`})`;
    process.stdout.write(`lane ${name} (${projects.join(", ")}): ${outcome} in ${seconds.toFixed(0)} s\n`);
  }
  process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
}
