/**
 * An authenticated Shiprocket call: the shared token (./token.ts), renewed once when Shiprocket
 * answers 401, and Shiprocket's refusals (its 4xx envelopes) turned into a CourierError that says
 * why. Errors Shiprocket answers with HTTP 200 are each call's own to read (./client.ts).
 */
import "server-only";
import { z } from "zod";
import type { ShiprocketConfig } from "../config";
import { CourierError } from "../courier-error";
import { shiprocketToken } from "./token";
import { sendToShiprocket, type SendOptions } from "./transport";

const envelope = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string()).or(z.string())).optional(),
});

/** Shiprocket's reason: its message, and for a 422 the first field's complaint. */
function refusal(status: number, body: unknown): string {
  const parsed = envelope.safeParse(body);
  if (!parsed.success) return `Shiprocket refused the request (HTTP ${status})`;
  const [field] = Object.values(parsed.data.errors ?? {});
  const detail = Array.isArray(field) ? field[0] : field;
  return [parsed.data.message, detail].filter(Boolean).join(": ") || `Shiprocket refused the request (HTTP ${status})`;
}

export async function callShiprocket(
  config: ShiprocketConfig,
  method: "GET" | "POST" | "PATCH",
  path: string,
  options: Omit<SendOptions, "token"> = {},
): Promise<{ status: number; body: unknown }> {
  let token = await shiprocketToken(config);
  let answer = await sendToShiprocket(config, method, path, { ...options, token });
  if (answer.status === 401) {
    token = await shiprocketToken(config, token);
    answer = await sendToShiprocket(config, method, path, { ...options, token });
  }
  if (answer.status === 401 || answer.status === 403) {
    throw new CourierError(
      "Shiprocket did not let the store's API user do this (check its modules)",
      false,
      answer.status,
    );
  }
  if (answer.status >= 400) throw new CourierError(refusal(answer.status, answer.body), false, answer.status);
  return answer;
}

/** The answer's body read by `schema`; an answer of another shape is Shiprocket not being itself. */
export function readAnswer<Schema extends z.ZodType>(schema: Schema, body: unknown, what: string): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new CourierError(`Shiprocket's ${what} answer was not as documented`, true);
  return parsed.data;
}
