import { databaseIsUp } from "@/lib/health";
import { apiRoute } from "@/lib/http/responses";

/** Probes must always reach the database, never a cached answer. */
const NO_STORE = { "Cache-Control": "no-store" };

// GET /api/health – whether the store can reach its database; says nothing else about the server
export const GET = apiRoute(
  async () =>
    (await databaseIsUp())
      ? Response.json({ success: true, status: "ok", database: "up" }, { headers: NO_STORE })
      : Response.json({ success: false, status: "degraded", database: "down" }, { status: 503, headers: NO_STORE }),
  // Probed every few seconds: its request lines are debug, unless it fails.
  { logLevel: "debug" },
);
