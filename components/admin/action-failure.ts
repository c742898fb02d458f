/**
 * An admin action that never answered: the request failed (no connection), the store refused it
 * before it ran (a body over the limit) or the action threw. Said in words instead of thrown, so
 * the form and everything typed in it stay on the page (useAdminForm).
 */
import { unstable_rethrow } from "next/navigation";
import type { ActionResult } from "@/lib/admin/action-result";
import { REQUEST_TOO_LARGE_MESSAGE } from "@/lib/media/image-limits";

export const OFFLINE_MESSAGE =
  "Nothing was saved: the store could not be reached. Check the connection and try again; what you typed is still here.";
export const FAILED_MESSAGE =
  "The store could not finish this. What you typed is still here: try again, and if it fails again, tell the developers.";

/** fetch's own failure (Chrome, Firefox, Safari): the request got no answer. */
const NO_ANSWER = /fetch|network|load failed/i;

export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message === REQUEST_TOO_LARGE_MESSAGE) return REQUEST_TOO_LARGE_MESSAGE;
  if (error instanceof TypeError && NO_ANSWER.test(error.message)) return OFFLINE_MESSAGE;
  return FAILED_MESSAGE;
}

/** The failure as the form's result; a redirect (or a 404) the action asked for still goes to the router. */
export function failureResult(error: unknown): ActionResult {
  unstable_rethrow(error);
  return { ok: false, message: failureMessage(error) };
}
