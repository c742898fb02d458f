/**
 * The business or school an order is supplied to, as its GST invoice names it: the copy an order
 * keeps of its customer's business profile at placement (`orders.businessBuyer`), so a later
 * change of the profile never changes an order's invoice.
 */
import { z } from "zod";

export const businessBuyerSchema = z.object({
  legalName: z.string(),
  gstin: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});

export type BusinessBuyer = z.infer<typeof businessBuyerSchema>;

/** An order's stored buyer; null for a supply to a consumer. A row that does not parse is the store's fault. */
export function readBusinessBuyer(json: unknown, orderId: string): BusinessBuyer | null {
  if (json === null || json === undefined) return null;
  const parsed = businessBuyerSchema.safeParse(json);
  if (!parsed.success) throw new Error(`Order ${orderId} has an unreadable business buyer`);
  return parsed.data;
}
