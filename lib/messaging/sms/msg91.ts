/**
 * MSG91's Flow API (`POST /api/v5/flow`): one DLT-registered template to one number, its
 * variables filled. MSG91 answers a refusal with HTTP 200 and `type: "error"`, so the type is read,
 * not the status. The auth key is never logged.
 */
import { z } from "zod";
import type { SmsConfig } from "../config";

const TIMEOUT_MS = 10_000;

const answerSchema = z.object({ type: z.enum(["success", "error"]), message: z.string() });

export class Msg91Error extends Error {
  constructor(
    /** Null when MSG91 could not be reached. */
    readonly httpStatus: number | null,
    message: string,
  ) {
    super(message);
    this.name = "Msg91Error";
  }

  /** An outage or a wrong key passes; a refusal of the message itself (template, variables, number) does not. */
  get passing(): boolean {
    return this.httpStatus === null || this.httpStatus >= 500 || this.httpStatus === 401 || this.httpStatus === 429;
  }
}

export interface FlowSend {
  templateId: string;
  /** 91 and ten digits. */
  to: string;
  /** The template's variables by MSG91's names (var1, var2…), in order. */
  variables: string[];
}

/** Sends the SMS; answers MSG91's request id. */
export async function sendFlow(config: SmsConfig, send: FlowSend): Promise<string> {
  const recipient = Object.fromEntries(send.variables.map((value, index) => [`var${index + 1}`, value]));
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/api/v5/flow`, {
      method: "POST",
      headers: { authkey: config.authKey, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ template_id: send.templateId, recipients: [{ mobiles: send.to, ...recipient }] }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (failure) {
    throw new Msg91Error(null, `MSG91 could not be reached: ${(failure as Error).message}`);
  }
  const parsed = answerSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok) throw new Msg91Error(response.status, parsed.data?.message ?? `MSG91 answered ${response.status}`);
  if (!parsed.success) throw new Msg91Error(response.status, "MSG91 sent an unexpected answer");
  if (parsed.data.type === "error") throw new Msg91Error(response.status, parsed.data.message);
  return parsed.data.message;
}
