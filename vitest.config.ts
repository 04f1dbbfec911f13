import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL(".", import.meta.url)) };

/** Suites beside their code. One that opens a database, listens on a port or starts a process is named *.integration.test.ts,
 *  so the unit project runs in seconds. */
const BESIDE_CODE = "{domain,server,demo,app}/**/";
const INTEGRATION = "*.integration.test.{ts,tsx}";

/** The console's browser suites: a project of their own, so `npm test` runs them in the other lane (scripts/test.mjs). */
const E2E_CONSOLE = "tests/e2e/console-*.test.ts";

/** A browser project: the files of `include` (less `exclude`) in tests/e2e, one after another, around its global setup's server. */
function e2eProject(name: string, files: { include?: string[]; exclude?: string[]; globalSetup: string }) {
  return {
    resolve: { alias },
    test: {
      name,
      include: files.include ?? ["tests/e2e/**/*.test.ts"],
      exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
      setupFiles: ["tests/setup/fail-on-console-error.ts"],
      globalSetup: [files.globalSetup],
      fileParallelism: false,
      // One process runs every file in turn, each file's own modules evaluated afresh but the shared ones (Playwright,
      // the harness, the server code console suites import) loaded once: no fork and no re-import per file (~2 s a file).
      // Suites keep no global state: each launches and closes its own browser and servers. Its own group, after unit and
      // integration, as a single worker may only share a group with projects of the same worker count.
      isolate: false,
      sequence: { groupOrder: 1 },
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // A page drawn after a navigation or an answer can take seconds with both lanes running: a poll waits up to 30 s,
      // not Vitest's 1 s (a vehicle enquiry's success page missed it in a fresh two-lane run). Locators wait 60 s
      // (launchBrowser, tests/e2e/harness.ts).
      expect: { poll: { timeout: 30_000 } },
    },
  };
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [`${BESIDE_CODE}*.test.{ts,tsx}`],
          exclude: [...configDefaults.exclude, `**/${INTEGRATION}`],
          // Suites share each worker's modules (no process per file: ~6 s instead of ~25 s), so a unit suite leaves no global state behind.
          isolate: false,
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: [`${BESIDE_CODE}${INTEGRATION}`],
          // As unit: one worker's modules serve every file (42 % less CPU than a process per file, measured 2026-11-29), so
          // an integration suite leaves nothing behind either: it closes its databases, servers and timers.
          isolate: false,
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/test-password-cost.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      e2eProject("e2e", { exclude: [E2E_CONSOLE], globalSetup: "tests/e2e/global-setup.ts" }),
      e2eProject("e2e-console", { include: [E2E_CONSOLE], globalSetup: "tests/e2e/console-global-setup.ts" }),
      {
        resolve: { alias },
        test: {
          name: "fuzz",
          include: ["tests/fuzz/**/*.test.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          globalSetup: ["tests/fuzz/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
