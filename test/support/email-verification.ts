/** Confirming checkout e-mails in tests: the links caught for an address, read from their e-mails. */
import { expect } from "vitest";
import { caughtEmailsTo, deliverOrderEmails } from "./mail";

export const VERIFICATION_SUBJECT = "Confirm your e-mail for GanitPlay order updates";

const VERIFICATION_LINK = /(\S+\/verify-email\?token=)([A-Za-z0-9_-]{43})/;

/** A new address no other test types: its budgets and links are this test's alone. */
export const newVictimAddress = () => `victim.${crypto.randomUUID().slice(0, 8)}@example.in`;

/** Sends what these orders queued; answers the confirmation e-mails `recipient` has caught, oldest first. */
export async function caughtVerificationEmails(recipient: string, ...orderIds: string[]) {
  for (const orderId of orderIds) await deliverOrderEmails(orderId);
  const caught = await caughtEmailsTo(recipient);
  return caught
    .filter((email) => email.subject === VERIFICATION_SUBJECT)
    .map((email) => {
      const [, page, token] = VERIFICATION_LINK.exec(email.text) ?? [];
      expect(token, "the e-mail holds a confirmation link").toBeDefined();
      return { email, page: page!, token: token! };
    });
}
