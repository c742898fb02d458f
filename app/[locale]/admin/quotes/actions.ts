"use server";

import { revalidatePath } from "next/cache";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { formatRupees } from "@/lib/money";
import { withdrawQuote } from "@/lib/quotes/admin-quotes";
import { priceQuote, sendQuote } from "@/lib/quotes/price-quote";
import { recordIdSchema } from "@/lib/validation/ids";
import { quotePricingSchema } from "@/lib/validation/quotes";

const quoteId = recordIdSchema("Quote ID");

const refresh = (id: string) => {
  revalidatePath(`/admin/quotes/${id}`);
  revalidatePath("/admin/quotes");
};

/**
 * Saves an operator's prices. The form repeats `lineId` and `unitPrice` once per line, in the
 * same order, so the two lists pair up by position.
 */
export async function priceQuoteAction(id: string, _previous: ActionResult | null, formData: FormData) {
  return asAdmin(async () => {
    const prices = formData.getAll("unitPrice");
    const pricing = quotePricingSchema.parse({
      lines: formData.getAll("lineId").map((lineId, index) => ({ lineId, unitPrice: prices[index] })),
      shipping: formData.get("shipping"),
      validUntil: formData.get("validUntil"),
      terms: formData.get("terms") ?? undefined,
    });
    const quote = await priceQuote(quoteId.parse(id), pricing);
    refresh(quote.id);
    return { ok: true, message: `Prices saved: ${formatRupees(quote.totals!.amount)} in all. Send it when ready.` };
  });
}

/** Sends a priced quote: its proforma number the first time, and the e-mail with the proforma invoice. */
export async function sendQuoteAction(id: string): Promise<ActionResult> {
  return asAdmin(async () => {
    const quote = await sendQuote(quoteId.parse(id));
    refresh(quote.id);
    return { ok: true, message: `Sent to the customer with proforma ${quote.number}.` };
  });
}

export async function withdrawQuoteAction(id: string): Promise<ActionResult> {
  return asAdmin(async () => {
    const quote = await withdrawQuote(quoteId.parse(id));
    refresh(quote.id);
    return { ok: true, message: "Withdrawn: the customer can no longer accept it." };
  });
}
