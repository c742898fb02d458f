/**
 * POST /api/v5/flow: MSG91's send call. Checks the authkey, validates the body and every
 * recipient as MSG91 and DLT scrubbing would, then answers with a request id and settles each
 * SMS later through a delivery report. Any refused recipient refuses the whole call (nothing sent).
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { log } from "../../lib/log";
import {
  isIndianMobile,
  outsidePromoWindow,
  render,
  senderShown,
  variableProblem,
  type Msg91Template,
  type PromoWindow,
} from "./dlt";
import type { Reporter, SettledSms, SmsOutcome } from "./delivery-reports";
import { describeIssue, readJson, sendError, sendJson, sendOutage } from "./http";
import { countCredits, languageOf } from "./sms-encoding";
import type { SimulatedSms, SmsState } from "./state";

/** MSG91's answer to a wrong authkey (❓ exact text unconfirmed), sent with HTTP 401. */
export const AUTHENTICATION_FAILURE = "Authentication failure";
/** An unknown template_id: DLT's 630 TEMPLATE_NOT_FOUND, which MSG91 refuses up front. */
const TEMPLATE_NOT_FOUND = "Template not found";

/** Flags MSG91 takes as "1"/"0", numbers or booleans. */
const flag = z.union([z.string(), z.number(), z.boolean()]).optional();

const flowSchema = z.object({
  template_id: z.string().min(1),
  short_url: flag,
  short_url_expiry: z.union([z.string(), z.number()]).optional(),
  realTimeResponse: flag,
  recipients: z
    .array(z.object({ mobiles: z.string() }).catchall(z.union([z.string(), z.number().transform(String)])))
    .min(1),
});

export interface FlowContext {
  state: SmsState;
  reporter: Reporter;
  templates: Map<string, Msg91Template>;
  authKey: string;
  dndNumbers: Set<string>;
  failingNumbers: Set<string>;
  promoWindow: PromoWindow;
  now: () => Date;
}

/** Where an accepted SMS ends: DLT scrubbing first, then NCPR scrubbing, then the handset. */
function outcomeOf(context: FlowContext, template: Msg91Template, to: string, at: Date): SmsOutcome {
  if (outsidePromoWindow(template, at, context.promoWindow)) return "rejected";
  if (template.category === "promotional" && context.dndNumbers.has(to)) return "ndnc";
  return context.failingNumbers.has(to) ? "failed" : "delivered";
}

/** Why the call is refused, naming the recipient by its position, or nothing when all are fine. */
function recipientsProblem(template: Msg91Template, recipients: z.infer<typeof flowSchema>["recipients"]) {
  const seen = new Set<string>();
  for (const [index, { mobiles, ...values }] of recipients.entries()) {
    const where = `recipients.${index}`;
    if (!isIndianMobile(mobiles)) return `${where}: mobiles must be 91 followed by a 10-digit number starting 6-9`;
    if (seen.has(mobiles)) return `${where}: mobile number ${mobiles} is repeated`;
    seen.add(mobiles);
    const problem = variableProblem(template, values);
    if (problem) return `${where}: ${problem}`;
  }
  return undefined;
}

export async function handleFlow(context: FlowContext, request: IncomingMessage, response: ServerResponse) {
  const { state, templates, now } = context;
  const fault = state.faults.shift();
  if (fault)
    return "httpStatus" in fault ? sendOutage(response, fault.httpStatus) : sendError(response, 200, fault.message);
  if (request.headers.authkey !== context.authKey) return sendError(response, 401, AUTHENTICATION_FAILURE);

  const body = await readJson(request);
  if (!body.ok) return sendError(response, 200, body.message);
  const parsed = flowSchema.safeParse(body.value);
  if (!parsed.success) return sendError(response, 200, describeIssue(parsed.error));
  const template = templates.get(parsed.data.template_id);
  if (!template) return sendError(response, 200, TEMPLATE_NOT_FOUND);
  const problem = recipientsProblem(template, parsed.data.recipients);
  if (problem) return sendError(response, 200, problem);

  const requestId = randomBytes(12).toString("hex");
  const at = now();
  const settled = parsed.data.recipients.map(({ mobiles, ...values }): SettledSms => {
    const text = render(template, values);
    const sms: SimulatedSms = {
      id: `${requestId}:${mobiles}`,
      channel: "sms",
      requestId,
      to: mobiles,
      template: template.id,
      dltTemplateId: template.dltTemplateId,
      sender: senderShown(template),
      language: languageOf(text),
      text,
      buttons: [],
      credits: countCredits(text),
      status: "submitted",
      at: at.toISOString(),
    };
    state.sent.push(sms);
    return { sms, outcome: outcomeOf(context, template, mobiles, at) };
  });
  // The report names the registered header; the suffix is added by the operator on the way to the phone.
  context.reporter.settle(requestId, template.sender, settled);
  log.info("sms_simulator_accepted", { requestId, template: template.id, count: settled.length });
  sendJson(response, 200, { type: "success", message: requestId });
}
