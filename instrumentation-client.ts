/** Runs in the browser before the store's own code (Next.js's client instrumentation). */
import { z } from "zod";

// Zod probes `new Function` to compile faster object parsers; under the store's
// Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation. Parsing is the
// same without it. This must run before any schema is built, which is why it lives here.
z.config({ jitless: true });
