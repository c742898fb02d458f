/**
 * The lines of a tax invoice, from an order as it was sold: each goods line at its own rate, then
 * shipping and the COD fee at the rate of the principal supply (lib/tax/gst.ts says why).
 */
import type { Paise } from "../money";
import { principalRate, splitInclusive, type SupplyType } from "../tax/gst";
import type { DocumentLine } from "./snapshot";

export interface SoldLine {
  orderItemId: string;
  name: string;
  countryOfOrigin: string | null;
  hsnCode: string;
  ratePercent: number;
  quantity: number;
  unitPrice: Paise;
  /** What promotions took off the line's units (lib/promotions/). */
  discount: Paise;
}

export interface SoldOrder {
  lines: SoldLine[];
  /** Shipping as charged, the COD fee excluded. */
  shipping: Paise;
  codFee: Paise;
}

export function taxedLine(
  line: Omit<DocumentLine, "total" | "taxable" | "cgst" | "sgst" | "igst">,
  supply: SupplyType,
): DocumentLine {
  // Tax-inclusive after the line's discount: the discount is recorded on the invoice, so the taxable
  // value excludes it (CGST Act s. 15(3)(a); docs/GST.md).
  const total = line.unitPrice * line.quantity - line.discount;
  return { ...line, total, ...splitInclusive(total, line.ratePercent, supply) };
}

export function invoiceLines(order: SoldOrder, supply: SupplyType): DocumentLine[] {
  const goods = order.lines.map(({ name, ...line }) =>
    taxedLine({ ...line, kind: "GOODS", description: name }, supply),
  );
  const rate = principalRate(order.lines.map((line) => line.ratePercent));
  // A composite supply is classified as its principal supply: the charges take its HSN code too.
  const hsnCode = order.lines.find((line) => line.ratePercent === rate)?.hsnCode ?? "";
  const charge = (kind: "SHIPPING" | "COD_FEE", description: string, amount: Paise) =>
    taxedLine(
      {
        orderItemId: null,
        kind,
        description,
        countryOfOrigin: null,
        hsnCode,
        quantity: 1,
        unitPrice: amount,
        discount: 0,
        ratePercent: rate,
      },
      supply,
    );
  return [
    ...goods,
    ...(order.shipping > 0 ? [charge("SHIPPING", "Shipping and handling", order.shipping)] : []),
    ...(order.codFee > 0 ? [charge("COD_FEE", "Cash on delivery fee", order.codFee)] : []),
  ];
}
