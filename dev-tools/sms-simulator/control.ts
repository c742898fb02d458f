/**
 * The tester's controls: what the store's /dev/messages page and tests read and set, as methods
 * and under /__simulator/ (no authkey: the simulator binds to loopback by default).
 *   GET  /__simulator/messages         → SimulatedSms[], newest first
 *   GET  /__simulator/report-attempts  → ReportAttempt[], oldest first
 *   POST /__simulator/fail-next-sends  ← a fault or an array of faults: {"httpStatus":503} | {"message":"…"}
 *   POST /__simulator/offline          ← {"offline": true | false}
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { describeIssue, readJson, sendError, sendJson } from "./http";
import type { SendFault, SmsState } from "./state";

const faultSchema = z.union([
  z.object({ httpStatus: z.number().int().min(400).max(599) }),
  z.object({ message: z.string().min(1) }),
]);
const faultsSchema = z.union([faultSchema.transform((fault) => [fault]), z.array(faultSchema).min(1)]);
const offlineSchema = z.object({ offline: z.boolean() });

export function createControls(state: SmsState) {
  return {
    /** Every SMS accepted, newest first, with its current status. */
    messages: state.messages,
    /** Makes the next flow calls fail this way, one fault per call, in order. */
    failNextSends: (...faults: SendFault[]) => {
      state.faults.push(...faults);
    },
    /** While offline every MSG91 call answers 503, as in an outage. */
    setOffline: state.setOffline,
    /** Every delivery-report POST made so far, oldest first. */
    reportAttempts: state.reportAttempts,
  };
}

export type SmsControls = ReturnType<typeof createControls>;

async function parseBody<Schema extends z.ZodType>(request: IncomingMessage, schema: Schema) {
  const body = await readJson(request);
  if (!body.ok) return { ok: false as const, message: body.message };
  const parsed = schema.safeParse(body.value);
  return parsed.success
    ? { ok: true as const, value: parsed.data }
    : { ok: false as const, message: describeIssue(parsed.error) };
}

export async function handleControl(
  controls: SmsControls,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const route = `${request.method} ${path}`;
  if (route === "GET /__simulator/messages") return sendJson(response, 200, controls.messages());
  if (route === "GET /__simulator/report-attempts") return sendJson(response, 200, controls.reportAttempts());
  if (route === "POST /__simulator/fail-next-sends") {
    const faults = await parseBody(request, faultsSchema);
    if (!faults.ok) return sendError(response, 400, faults.message);
    controls.failNextSends(...faults.value);
    return sendJson(response, 200, { type: "success", message: `${faults.value.length} fault(s) queued` });
  }
  if (route === "POST /__simulator/offline") {
    const body = await parseBody(request, offlineSchema);
    if (!body.ok) return sendError(response, 400, body.message);
    controls.setOffline(body.value.offline);
    return sendJson(response, 200, { type: "success", message: body.value.offline ? "offline" : "online" });
  }
  sendError(response, 404, "No such simulator control");
}
