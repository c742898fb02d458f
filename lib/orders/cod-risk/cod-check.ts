/**
 * What the payment step says beside Cash on Delivery before the shopper chooses it (issue #33):
 * whether the account's COD limits (../cod-limits.ts) or the store's rules refuse it and why, or
 * what extra fee the rules add and why. The same rules decide again at placement.
 */
import "server-only";
import { sellingPrice } from "../../catalog/pricing";
import { db } from "../../db";
import { toPaise, type Paise } from "../../money";
import { codLimitRefusal } from "../cod-limits";
import { rateCodOrder } from "./cod-risk";

export interface CodCheck {
  /** Why cash on delivery is refused; null when it is offered. */
  reason: string | null;
  /** The rules' extra fee, and why; 0 and null without one. */
  fee: Paise;
  feeReason: string | null;
}

export interface CodCheckQuestion {
  userId: string;
  items: readonly { productId: string; quantity: number }[];
  address?: { zipcode: string; phone?: string; street?: string };
}

export async function checkCod({ userId, items, address }: CodCheckQuestion): Promise<CodCheck> {
  const products = await db().product.findMany({
    where: { id: { in: items.map((item) => item.productId) } },
    select: { id: true, name: true, price: true, discountPrice: true },
  });
  // A product gone from the catalogue is the placement's to refuse, with its own reason.
  const lines = products.map(({ id, name, price, discountPrice }) => ({
    product: { id, name },
    unitPrice: sellingPrice(toPaise(price), discountPrice === null ? null : toPaise(discountPrice)),
    quantity: items.filter((item) => item.productId === id).reduce((sum, item) => sum + item.quantity, 0),
  }));
  const allowed: CodCheck = { reason: null, fee: 0, feeReason: null };
  if (lines.length === 0) return allowed;
  const overLimit = await codLimitRefusal(db(), userId, lines);
  if (overLimit) return { ...allowed, reason: overLimit };
  if (!address) return allowed;
  const orderValue = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const { rating } = await rateCodOrder({ userId, pincode: address.zipcode, orderValue, ...address });
  if (rating.outcome === "PREPAID_ONLY") return { ...allowed, reason: rating.explanation };
  return { reason: null, fee: rating.fee, feeReason: rating.explanation };
}
