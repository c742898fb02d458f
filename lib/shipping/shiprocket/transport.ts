/**
 * One HTTP exchange with Shiprocket (or its simulator): JSON in and out, a timeout on every call,
 * and an outage (no answer, a gateway's HTML page, 429, 5xx) turned into a retryable CourierError.
 * Tokens and passwords are never logged.
 */
import "server-only";
import type { ShiprocketConfig } from "../config";
import { CourierError } from "../courier-error";

/** Long enough for Shiprocket's slowest calls (label generation); a quote asks for less. */
const DEFAULT_TIMEOUT_MS = 15_000;

export interface ShiprocketAnswer {
  status: number;
  /** The parsed JSON, or null for an empty body (204). */
  body: unknown;
}

export interface SendOptions {
  token?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  timeoutMs?: number;
}

export async function sendToShiprocket(
  config: ShiprocketConfig,
  method: "GET" | "POST" | "PATCH",
  path: string,
  { token, query, body, timeoutMs = DEFAULT_TIMEOUT_MS }: SendOptions = {},
): Promise<ShiprocketAnswer> {
  const url = new URL(`${config.apiUrl}${path}`);
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, String(value));
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new CourierError(
      timedOut ? "Shiprocket did not answer in time" : "The store could not reach Shiprocket",
      true,
    );
  }
  const text = await response.text();
  if (response.status === 429) throw new CourierError("Shiprocket's rate limit was reached", true, 429);
  if (response.status >= 500)
    throw new CourierError(`Shiprocket is unavailable (HTTP ${response.status})`, true, response.status);
  if (!text) return { status: response.status, body: null };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    // A gateway's page rather than Shiprocket's JSON: the service is not itself.
    throw new CourierError(`Shiprocket sent an unreadable answer (HTTP ${response.status})`, true, response.status);
  }
}
