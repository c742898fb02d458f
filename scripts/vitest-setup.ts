// Next.js's request storage needs the global its server sets up first; with modules shared between
// files (scripts/vitest-isolation.ts), whichever file loads Next.js first must find it set.
import "next/dist/server/node-environment-baseline";
import type * as NextCache from "next/cache";
import { vi } from "vitest";

/**
 * Next.js's data cache exists only inside a request Next.js serves; tests call route handlers
 * and domain functions directly, so reads run uncached and expiries (of tags and of the admin
 * pages server actions refresh) are recorded, not applied.
 */
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof NextCache>()),
  unstable_cache: <Read>(read: Read) => read,
  revalidateTag: vi.fn(),
  revalidatePath: vi.fn(),
}));
