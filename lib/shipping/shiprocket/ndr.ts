/** Shiprocket's NDR action (../shared/notes/shiprocket.md §11): what the courier does with an undelivered parcel. */
import "server-only";
import type { ShiprocketConfig } from "../config";
import type { NdrInstruction } from "../provider";
import { callShiprocket } from "./request";

/** Tells the courier what to do with an undelivered parcel; Shiprocket answers 202. */
export async function sendNdrAction(config: ShiprocketConfig, awb: string, instruction: NdrInstruction): Promise<void> {
  const { deferredDate, address2, phone, ...rest } = instruction;
  await callShiprocket(config, "POST", `/ndr/${encodeURIComponent(awb)}/action`, {
    body: {
      ...rest,
      ...(phone ? { phone } : {}),
      ...(address2 ? { address2 } : {}),
      ...(deferredDate ? { deferred_date: deferredDate } : {}),
    },
  });
}
