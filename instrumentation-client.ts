/** Runs in the browser before the store's own code (Next.js's client instrumentation). */

declare global {
  // zod's configuration: zod adopts the object already on globalThis when it loads (zod 4,
  // node_modules/zod/v4/core/core.js: `globalThis.__zod_globalConfig ??= {}`).
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// Zod probes `new Function` to compile faster object parsers; under the store's
// Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation. Parsing is the
// same without it. This must run before any schema is built, which is why it lives here; it is
// set without importing zod, so pages that parse nothing do not load zod (docs/BUNDLE.md).
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
