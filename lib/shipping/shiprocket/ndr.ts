/** Shiprocket's NDR action (../shared/notes/shiprocket.md §11): what the courier does with an undelivered parcel. */
import "server-only";
import type { ShiprocketConfig } from "../config";
import { callShiprocket } from "./request";

export interface NdrInstruction {
  action: "re-attempt" | "return";
  comments: string;
  phone?: string;
  /** Shiprocket's second address line: the landmark the courier asked for. */
  address2?: string;
  /** "YYYY-MM-DD": the day the customer will be there. */
  deferredDate?: string;
}

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
