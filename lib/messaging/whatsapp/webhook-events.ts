/**
 * The WhatsApp webhook's envelope (`object: "whatsapp_business_account"`), read with zod: the
 * delivery statuses of the store's messages and the customers' messages. Fields the store does not
 * use are left unread; an event of another kind (a template's review, an account update) is none
 * of these and is ignored.
 */
import { z } from "zod";
import { text } from "../../validation/text";

const statusSchema = z.object({
  id: text().max(200),
  status: z.enum(["sent", "delivered", "read", "failed", "played"]),
  timestamp: text().max(20),
  recipient_id: text().max(40).optional(),
  biz_opaque_callback_data: text().max(512).optional(),
  pricing: z
    .object({ category: text().max(40) })
    .loose()
    .optional(),
  errors: z
    .array(
      z.object({ code: z.number(), title: text().max(300).optional(), message: text().max(300).optional() }).loose(),
    )
    .max(10)
    .optional(),
});

const messageSchema = z.object({
  id: text().max(200),
  /** Absent when the customer hides the number behind a username (BSUID): no account is found then. */
  from: text().max(40).optional(),
  timestamp: text().max(20),
  type: text().max(40),
  text: z.object({ body: text().max(4096) }).optional(),
  button: z.object({ payload: text().max(256).optional(), text: text().max(256).optional() }).optional(),
  interactive: z
    .object({ button_reply: z.object({ id: text().max(256), title: text().max(256) }).optional() })
    .loose()
    .optional(),
  context: z
    .object({ id: text().max(200).optional() })
    .loose()
    .optional(),
});

export const webhookSchema = z.object({
  object: text().max(100),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: text().max(100),
              value: z
                .object({
                  statuses: z.array(statusSchema).max(1000).optional(),
                  messages: z.array(messageSchema).max(1000).optional(),
                })
                .loose(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

export type WebhookStatus = z.infer<typeof statusSchema>;
export type WebhookMessage = z.infer<typeof messageSchema>;

/** Every status and message of the envelope's `messages` changes, in order. */
export function webhookContents(envelope: z.infer<typeof webhookSchema>) {
  const changes = envelope.entry.flatMap((entry) => entry.changes).filter((change) => change.field === "messages");
  return {
    statuses: changes.flatMap((change) => change.value.statuses ?? []),
    messages: changes.flatMap((change) => change.value.messages ?? []),
  };
}
