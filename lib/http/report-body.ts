import type { z } from "zod";
import { readJson } from "./body";
import { DomainError } from "./errors";

/** What navigator.sendBeacon sends: a string as text/plain, a JSON Blob as application/json. */
const REPORT_TYPES = /^(application\/json|text\/plain)\s*(;|$)/i;

/**
 * A report a page sends as it goes (sendBeacon): JSON as either type, at most `maxBytes` (413
 * beyond), validated by `schema` (400); any other type is a 415.
 */
export async function readReport<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  maxBytes: number,
): Promise<z.output<Schema>> {
  if (!REPORT_TYPES.test(request.headers.get("content-type") ?? "")) {
    throw new DomainError(415, "Send the report as JSON, typed application/json or text/plain");
  }
  return readJson(request, schema, { maxBytes });
}
