import type { z } from "zod";
import { DomainError, badRequest } from "./errors";

/** Largest JSON body the API reads; an order with many lines is a few kilobytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The client closed the connection before its body arrived whole (a page closing as it sends a
 * report): Node.js's "aborted". A refusal of the request, not a fault of the store.
 */
const clientWentAway = (error: unknown) =>
  error instanceof Error && ((error as NodeJS.ErrnoException).code === "ECONNRESET" || error.message === "aborted");

/** The body's bytes as sent, for a signature computed over them (a provider's webhook); 413 beyond `maxBytes`. */
export async function readBodyBytes(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new DomainError(413, "Request body is too large");
  if (!request.body) return Buffer.alloc(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      throw clientWentAway(error) ? badRequest("Request body was not received in full") : error;
    });
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new DomainError(413, "Request body is too large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON body and validates it. An empty body counts as `{}` (SPEC §7 sends empty bodies
 * to some POST calls). Malformed JSON and schema violations are 400s; oversize bodies 413.
 */
export async function readJson<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { maxBytes = MAX_BODY_BYTES } = {},
): Promise<z.output<Schema>> {
  const text = (await readBodyBytes(request, maxBytes)).toString("utf8");
  let value: unknown = {};
  if (text.trim() !== "") {
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest("Request body must be valid JSON");
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw badRequest("Request body must be a JSON object");
  }
  return schema.parse(value);
}

/** Validates query parameters (strings) against a schema. */
export function readQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.output<Schema> {
  return schema.parse(Object.fromEntries(new URL(request.url).searchParams));
}
