/**
 * An order's lines in the shopper's language (#30): each product's name as the catalogue words it
 * in that language now, where it has one; otherwise the name the order recorded. The order keeps
 * its recorded names: its tax documents are records and stay as they were issued.
 */
import "server-only";
import { inLocale } from "../catalog/localized";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import type { Order } from "./order";

/** `orders` with their items named in `locale`; none named (a call from no page) is English. */
export async function withItemNamesIn(orders: Order[], locale: Locale = DEFAULT_LOCALE): Promise<Order[]> {
  // A line whose product was removed has no translation: it keeps its recorded name.
  const lines = orders.flatMap((order) => order.items.map((item) => ({ id: item.productId ?? "", name: item.name })));
  const named = await inLocale(lines, locale);
  let line = 0;
  return orders.map((order) => ({
    ...order,
    items: order.items.map((item) => ({ ...item, name: named[line++]!.name })),
  }));
}
