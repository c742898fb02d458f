/**
 * Calls to Meta's Graph API for the WhatsApp Cloud API over fetch: the bearer token, a timeout on
 * every call, and Graph's error envelope turned into a GraphApiError that says whether trying
 * again later can help. The token is never logged.
 */
import { z } from "zod";
import type { WhatsAppConfig } from "../config";

const TIMEOUT_MS = 10_000;

/**
 * Codes that pass: throughput and pair-rate limits (130429, 131056), an expired token (190, fixed
 * by the operator), a temporary block (368), Graph's own rate limits (4, 80007) and its "try again"
 * errors (1, 2, 131000). Anything else (an unknown template, a wrong parameter, a number WhatsApp
 * cannot reach) fails the same way every time.
 */
const PASSING_CODES = new Set([1, 2, 4, 190, 368, 80007, 130429, 131000, 131056]);

const errorEnvelope = z.object({
  error: z.object({
    message: z.string(),
    code: z.number(),
    error_subcode: z.number().optional(),
    error_data: z.object({ details: z.string().optional() }).loose().optional(),
  }),
});

export class GraphApiError extends Error {
  constructor(
    /** Null when Meta could not be reached at all. */
    readonly httpStatus: number | null,
    readonly code: number | null,
    message: string,
    readonly details?: string,
  ) {
    // Graph's own message is generic ("(#100) Invalid parameter"); its details say what.
    super(details ? `${message}: ${details}` : message);
    this.name = "GraphApiError";
  }

  /** Whether the same request may succeed later: an outage, a rate limit, a token being replaced. */
  get passing(): boolean {
    if (this.httpStatus === null || this.httpStatus >= 500) return true;
    return this.code !== null && PASSING_CODES.has(this.code);
  }
}

/** POSTs (or GETs, without `body`) `path` under the configured Graph version; the answer parsed by `schema`. */
export async function graphRequest<T>(
  config: WhatsAppConfig,
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/${config.apiVersion}/${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { Authorization: `Bearer ${config.accessToken}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (failure) {
    throw new GraphApiError(null, null, `WhatsApp could not be reached: ${(failure as Error).message}`);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorEnvelope.safeParse(answer);
    if (!parsed.success) throw new GraphApiError(response.status, null, `WhatsApp answered ${response.status}`);
    const { code, message, error_data } = parsed.data.error;
    throw new GraphApiError(response.status, code, message, error_data?.details);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new GraphApiError(response.status, null, "WhatsApp sent an unexpected answer");
  return parsed.data;
}
