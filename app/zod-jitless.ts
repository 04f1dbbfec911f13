/**
 * Zod 4 probes whether `new Function` is allowed when an object schema is created; under our CSP (no 'unsafe-eval')
 * the probe is refused and Chrome logs a CSP issue on every page (Lighthouse best practices: "Issues were logged in
 * the Issues panel", 96 instead of 100). Jitless skips the probe. Zod reads its settings from
 * `globalThis.__zod_globalConfig`, and schemas are created as the shared chunk loads, before any of our modules could
 * call `config()`: so the root layout sets the global in a tiny inline script in <head>, ahead of every module script.
 */
export const ZOD_JITLESS_SCRIPT = "globalThis.__zod_globalConfig={jitless:true}";
