/**
 * An operator's alerts in the words /admin/alerts shows, which are also what their consent records
 * keep (./settings.ts): what they get of the new orders, and on which channel, to where. English,
 * as the admin area is.
 */
import type { OperatorAlertFrequency } from "../generated/prisma/enums";

export const ALERT_FREQUENCIES = ["EACH", "DAILY", "OFF"] as const satisfies readonly OperatorAlertFrequency[];

export const FREQUENCY_LABELS: Record<OperatorAlertFrequency, string> = {
  EACH: "Each new order, as it is confirmed or paid",
  DAILY: "A daily summary at 8 am India time: yesterday's orders, sales and cancellations, and what waits today",
  OFF: "No alerts",
};

export type AlertChannel = "email" | "whatsapp";

/** Where a channel's alerts go, as the page names it. */
export const channelLabel = (channel: AlertChannel, to: string) =>
  channel === "email" ? `By e-mail to ${to}` : `On WhatsApp at ${to}`;

/** The words of a channel's consent: what comes on it, and where. */
export const alertConsentWording = (frequency: OperatorAlertFrequency, channel: AlertChannel, to: string) =>
  `${FREQUENCY_LABELS[frequency]}. ${channelLabel(channel, to)}.`;
