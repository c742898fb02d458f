"use server";

import { revalidatePath } from "next/cache";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { changeOperatorAlerts } from "@/lib/operator-alerts/settings";
import { operatorAlertChoice } from "@/lib/validation/operator-alerts";

/** Saves the signed-in admin's own alerts, never another account's. */
export async function saveOperatorAlertsAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const choice = operatorAlertChoice.parse({
      newOrders: formData.get("newOrders") ?? undefined,
      byEmail: formData.get("byEmail") ?? undefined,
      byWhatsApp: formData.get("byWhatsApp") ?? undefined,
    });
    const saved = await changeOperatorAlerts(admin.id, choice);
    revalidatePath("/admin/alerts");
    return { ok: true, message: saved.newOrders === "OFF" ? "Saved: you get no alerts" : "Saved: your alerts are on" };
  });
}
