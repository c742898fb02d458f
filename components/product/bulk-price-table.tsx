import { useLocale, useTranslations } from "next-intl";
import { formatRupees } from "@/lib/money";
import type { BulkPrice, BulkRow } from "@/lib/promotions/quantity-tiers";

/**
 * The product page's bulk prices (lib/promotions/quantity-tiers.ts): one row per range of units,
 * the price of each unit in it, and a column for paying online only when a tier is for that alone.
 * A tier that counts other products' units says which, so no row promises a price it does not give.
 */
export function BulkPriceTable({ rows }: { rows: readonly BulkRow[] }) {
  const t = useTranslations("product.bulkPrices");
  const list = new Intl.ListFormat(useLocale(), { type: "conjunction" });
  const online = rows.some((row) => row.online !== null);

  const units = ({ from, to }: BulkRow) =>
    to === null ? t("orMore", { from }) : from === to ? String(from) : t("range", { from, to });

  const price = ({ unitPrice, percent, shared }: BulkPrice) => (
    <>
      <span className="font-semibold text-slate-900">{formatRupees(unitPrice)}</span>
      {percent > 0 && <span className="ml-2 font-semibold text-green-700">{t("off", { percent })}</span>}
      {shared && (
        <span className="block text-xs text-slate-600">
          {t("shared", {
            count: shared.minQuantity,
            scope: shared.scope,
            categories: list.format(shared.categories),
          })}
          {shared.minOrderValue > 0 && t("worth", { amount: formatRupees(shared.minOrderValue) })}
        </span>
      )}
    </>
  );

  return (
    <div className="rounded-xl border border-slate-200 p-4" data-testid="bulk-prices">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">{t("caption")}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              {t("quantity")}
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              {t("each")}
            </th>
            {online && (
              <th scope="col" className="py-1 font-medium">
                {t("online")}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.from} className="border-t border-slate-100 align-top">
              <th scope="row" className="py-2 pr-4 font-medium text-slate-700">
                {units(row)}
              </th>
              <td className="py-2 pr-4">{price(row.price)}</td>
              {online && <td className="py-2">{price(row.online ?? row.price)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600">{t("note")}</p>
    </div>
  );
}
