/** Password recovery in tests: the queued account e-mails delivered to the catcher, and the link read from one. */
import { expect } from "vitest";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deliverEmail } from "@/lib/mail/deliver";
import { mailTransport } from "@/lib/mail/transport";
import { caughtEmailsTo } from "./mail";

async function deliverPending(where: Prisma.EmailMessageWhereInput) {
  const pending = await db().emailMessage.findMany({
    where: { ...where, state: "PENDING" },
    orderBy: { createdAt: "asc" },
  });
  for (const { id } of pending) await deliverEmail(id, mailTransport()!);
}

/** Delivers the e-mails queued for `recipient`, as the worker would, over SMTP to the catcher. */
export const deliverEmailsTo = (recipient: string) => deliverPending({ recipient });

/** Delivers every queued reset link and password-changed notice (only recovery tests queue them). */
export const deliverAccountEmails = () => deliverPending({ template: { in: ["passwordReset", "passwordChanged"] } });

const RESET_LINK = /(\S+\/reset-password\?token=)([A-Za-z0-9_-]{43})/;

/** The reset links caught for `recipient`, oldest first: the page's address and the token. */
export async function caughtResetLinks(recipient: string) {
  await deliverEmailsTo(recipient);
  const caught = await caughtEmailsTo(recipient);
  return caught
    .filter((email) => email.subject === "Reset your GanitPlay password")
    .map((email) => {
      const [, page, token] = RESET_LINK.exec(email.text) ?? [];
      expect(token, "the e-mail holds a reset link").toBeDefined();
      return { page: page!, token: token! };
    });
}
