/** An operator's alerts as the form on /admin/alerts sends them (lib/operator-alerts/settings.ts). */
import { z } from "zod";
import { ALERT_FREQUENCIES } from "../operator-alerts/wording";
import { checkbox } from "./admin-content";

export const operatorAlertChoice = z
  .object({
    newOrders: z.enum(ALERT_FREQUENCIES, { error: "Choose what to get of the new orders" }),
    byEmail: checkbox,
    byWhatsApp: checkbox,
  })
  .refine((choice) => choice.newOrders === "OFF" || choice.byEmail || choice.byWhatsApp, {
    message: "Choose e-mail, WhatsApp or both to get alerts",
    path: ["byEmail"],
  });

export type OperatorAlertChoice = z.infer<typeof operatorAlertChoice>;
