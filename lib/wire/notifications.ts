/** GET/POST /api/user/notifications on the wire: the customer's language and order-update channels. */
import { z } from "zod";
import { LOCALES } from "../i18n/locales";

export const notificationsResponse = z.object({
  whatsapp: z.boolean(),
  sms: z.boolean(),
  language: z.enum(LOCALES),
  available: z.object({ whatsapp: z.boolean(), sms: z.boolean() }),
  phone: z.string().nullable(),
});
export type NotificationsJson = z.infer<typeof notificationsResponse>;

/** A change of any of the three; `source` says which screen the choice was made on (the API's own by default). */
export const notificationsChange = z
  .object({
    whatsapp: z.boolean().optional(),
    sms: z.boolean().optional(),
    language: z.enum(LOCALES).optional(),
    source: z.enum(["profile", "checkout"]).optional(),
  })
  .strict();
