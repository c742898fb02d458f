/** Admins with alerts of new orders (lib/operator-alerts/), and sending what was queued for them. */
import { db } from "@/lib/db";
import { deliverEmail } from "@/lib/mail/deliver";
import { mailTransport } from "@/lib/mail/transport";
import { deliverTextMessage } from "@/lib/messaging/deliver";
import { changeOperatorAlerts } from "@/lib/operator-alerts/settings";
import type { OperatorAlertChoice } from "@/lib/validation/operator-alerts";
import { createUser } from "./users-and-products";

/** A new admin who chose these alerts on /admin/alerts; `whatsApp` is the number the messages go to. */
export async function adminWithAlerts(choice: OperatorAlertChoice) {
  const { user } = await createUser({ role: "ADMIN" });
  await changeOperatorAlerts(user.id, choice);
  return { admin: user, whatsApp: `91${user.phone}` };
}

/** Turns an admin's alerts off, so that other files' orders stop queueing them. */
export const stopAlerts = (userId: string) =>
  changeOperatorAlerts(userId, { newOrders: "OFF", byEmail: false, byWhatsApp: false });

/** Sends what is queued for an admin, as the workers would: e-mails to their address, messages to their account. */
export async function sendQueuedTo(admin: { id: string; email: string }) {
  const [emails, texts] = await Promise.all([
    db().emailMessage.findMany({ where: { recipient: admin.email, state: "PENDING" }, orderBy: { createdAt: "asc" } }),
    db().textMessage.findMany({ where: { userId: admin.id, state: "PENDING" }, orderBy: { createdAt: "asc" } }),
  ]);
  for (const { id } of emails) await deliverEmail(id, mailTransport()!);
  return Promise.all(texts.map(({ id }) => deliverTextMessage(id)));
}
