"use server";

import { revalidatePath } from "next/cache";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { saveThresholds } from "@/lib/orders/cod-risk/thresholds";
import { codRiskThresholdsSchema } from "@/lib/validation/cod-risk";

const FIELDS = [
  "minShipments",
  "feeAtReturnRate",
  "prepaidOnlyAtReturnRate",
  "feeAfterMissedOrders",
  "prepaidOnlyAfterMissedOrders",
  "firstOrderFeeAbove",
  "prepaidOnlyAbove",
  "riskFee",
  "refuseUnreachable",
] as const;

export async function saveCodRulesAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const entered = Object.fromEntries(FIELDS.map((field) => [field, formData.get(field) ?? undefined]));
    await saveThresholds(codRiskThresholdsSchema.parse(entered), admin.id);
    revalidatePath("/admin/cod-rules");
    return { ok: true, message: "Saved: every checkout from now on is rated by these rules" };
  });
}
