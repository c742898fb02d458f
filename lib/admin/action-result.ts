/**
 * What an admin server action answers its form: success or the reason it refused, in words an
 * operator can act on. Domain and validation errors become messages; anything else is a bug and
 * propagates (Next.js logs it and shows the error page).
 */
import "server-only";
import { ZodError } from "zod";
import { requireAdminAction } from "../auth/admin-session";
import { expiringChangedCaches } from "../cache/storefront-cache";
import type { Caller } from "../auth/session";
import { DomainError } from "../http/errors";
import { describeZodError } from "../http/responses";

export type ActionResult = { ok: true; message: string; id?: string } | { ok: false; message: string };

/**
 * Runs `work` for the signed-in admin and turns refusals into an ActionResult; the storefront
 * caches that its writes changed expire when it is done.
 */
export async function asAdmin(work: (admin: Caller) => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await expiringChangedCaches(async () => work(await requireAdminAction()));
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, message: error.message };
    if (error instanceof ZodError) return { ok: false, message: describeZodError(error) };
    throw error;
  }
}
