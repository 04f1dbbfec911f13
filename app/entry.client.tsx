import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { config as zodConfig } from "zod/v4/core";

// Zod 4 probes whether `new Function` is allowed before compiling a fast parser; under our CSP (no 'unsafe-eval') the
// probe is refused and Chrome reports a CSP violation on every page that validates a form. Jitless skips the probe.
zodConfig({ jitless: true });

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is complete and works without scripts (forms are GET/POST forms), so the shopper's
// first paint comes first: hydration starts in the task after the first frame instead of delaying it.
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(hydrate, 0));
else hydrate();
