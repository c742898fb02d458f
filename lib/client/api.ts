/**
 * The browser's side of the /api contract (SPEC §7): JSON in, the envelope out, the token sent
 * in both headers (§6), the page's language named in X-Store-Locale (what the call records, such
 * as an order or a new account, is written to in that language), and failures turned into an
 * ApiError carrying the server's message.
 * Free of zod itself: an answer is parsed by the caller's schema (lib/wire), which the caller
 * imports when it calls, so zod loads with the first call rather than with the page.
 */
import type { z } from "zod";
import { STORE_LOCALE_HEADER } from "../i18n/locales";
import { ApiError, NETWORK_ERROR_MESSAGE } from "./api-errors";

/** The envelope of every answer (lib/http/responses.ts). */
export interface Envelope {
  success: boolean;
  message?: string;
}

/** The envelope of `payload`, or null when it has none. */
function envelopeOf(payload: unknown): Envelope | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { success, message } = payload as Record<string, unknown>;
  if (typeof success !== "boolean" || (message !== undefined && typeof message !== "string")) return null;
  return message === undefined ? { success } : { success, message };
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  token?: string | null;
  /** Extra request headers (the checkout's Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * Calls an endpoint and reads its answer with `schema`, the same zod schema the server's wire
 * mapper writes (lib/wire), so the browser's types come from the contract itself. A non-2xx answer
 * throws an ApiError with the server's message (or the network fallback); a 2xx answer is
 * returned as it is, `success: false` included, for the caller to read (the payment verification
 * answers that way). An answer that breaks the contract is a failed call. The schema may still be
 * loading (its chunk imported as the call starts): it is needed only once the answer is in.
 */
export async function callApi<Schema extends z.ZodType>(
  path: string,
  schema: Schema | Promise<Schema>,
  { method = "POST", body, token, headers: extraHeaders }: ApiRequest = {},
): Promise<z.output<Schema> & Envelope> {
  const parser = Promise.resolve(schema);
  // Handled here too, so a failed chunk load after a failed fetch is not an unhandled rejection.
  parser.catch(() => undefined);
  const headers: Record<string, string> = { ...extraHeaders };
  // A FormData body (a photo upload) goes as multipart; the browser writes its content type.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  // The page's <html lang> ("hi-IN"): its language subtag is the store's locale ("hi").
  const pageLanguage = typeof document === "undefined" ? "" : document.documentElement.lang.split("-")[0];
  if (pageLanguage) headers[STORE_LOCALE_HEADER] = pageLanguage;
  if (token) {
    headers.token = token;
    headers.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined || isForm ? body : JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  const envelope = envelopeOf(payload);
  if (!response.ok || !envelope) {
    // The answer's other fields (an order the refusal names), beside the envelope's own.
    const { success: _success, message: _message, ...fields } = envelope ? (payload as Record<string, unknown>) : {};
    throw new ApiError(envelope?.message || NETWORK_ERROR_MESSAGE, response.status, fields);
  }
  const fields = (await parser).safeParse(payload);
  if (!fields.success) throw new ApiError(NETWORK_ERROR_MESSAGE, response.status);
  return Object.assign({}, envelope, fields.data);
}
