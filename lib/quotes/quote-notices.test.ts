/** A quote's notices: the store's inbox hears of each new request; the customer of a withdrawal, in their language. */
import { describe, expect, it, vi } from "vitest";
import { askForThirty, priceAndSend } from "@/test/support/quotes";
import { createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import { composeEmail } from "../mail/compose";
import { withdrawQuote } from "./admin-quotes";

const STORE_INBOX = "orders@ganitplay.test";
vi.stubEnv("ORDERS_NOTIFY_EMAIL", STORE_INBOX);

const emailsOf = (quoteId: string) =>
  db().emailMessage.findMany({ where: { key: { startsWith: `quote:${quoteId}:` } }, orderBy: { createdAt: "asc" } });

describe("a quote's notices", () => {
  it("tells the store's inbox of a new request, with what it asks and a link to price it", async () => {
    const { quoteId } = await askForThirty();
    const [notice] = await emailsOf(quoteId);
    expect(notice).toMatchObject({
      template: "quoteRequested",
      recipient: STORE_INBOX,
      subject: "New quote request from Kendriya Vidyalaya No. 1, Jodhpur",
    });
    const { text } = await composeEmail(notice!.template, notice!.data);
    expect(text).toContain("asks for a quote for Kendriya Vidyalaya No. 1, Jodhpur: 1 product, 30 units in all.");
    expect(text).toContain("Their notes: One kit per child of class 7");
    expect(text).toContain(`/admin/quotes/${quoteId}`);
  });

  it("tells the customer when a sent quote is withdrawn, once, in the language they asked in", async () => {
    const teacher = await createUser();
    const { quoteId } = await askForThirty(teacher);
    await db().quote.update({ where: { id: quoteId }, data: { locale: "hi" } });
    const { number } = await priceAndSend(quoteId);
    await withdrawQuote(quoteId);
    await expect(withdrawQuote(quoteId)).rejects.toMatchObject({ status: 409 });
    const withdrawn = (await emailsOf(quoteId)).filter(({ template }) => template === "quoteWithdrawn");
    expect(withdrawn).toHaveLength(1);
    expect(withdrawn[0]).toMatchObject({ recipient: teacher.user.email });
    const { text } = await composeEmail("quoteWithdrawn", withdrawn[0]!.data);
    expect(text).toContain(`हमने अपना कोटेशन ${number} वापस ले लिया है`);
  });
});
