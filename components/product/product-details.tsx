import { useTranslations } from "next-intl";
import type { ListingDeclarations } from "@/lib/catalog/declarations";
import { formatRupees } from "@/lib/money";
import { site } from "@/lib/site";

/**
 * The "Product details" block: the declarations Legal Metrology Rule 6(10) requires of an online
 * listing and, for a toy, its BIS certification (Toys (Quality Control) Order, 2020). What is not
 * declared says so; a toy without a licence number is never shown as certified. The labels are in
 * the page's language, the declared values as the listing states them.
 */
export function ProductDetails({ declarations }: { declarations: ListingDeclarations }) {
  const t = useTranslations("product.details");
  const notDeclared = t("notDeclared");
  const { toyCertification, consumerCare } = declarations;
  const rows: [string, string][] = [
    [
      t(`roles.${declarations.declarantRole}`),
      [declarations.declarantName, declarations.declarantAddress ?? t("addressNotDeclared")].join(", "),
    ],
    [t("countryOfOrigin"), declarations.countryOfOrigin ?? notDeclared],
    [t("netQuantity"), declarations.netQuantity ?? notDeclared],
    [t("mrp"), t("mrpValue", { mrp: formatRupees(declarations.mrp) })],
    ...(declarations.dimensions ? [[t("size"), declarations.dimensions] as [string, string]] : []),
    [
      t("consumerCare"),
      consumerCare === null
        ? notDeclared
        : "declared" in consumerCare
          ? consumerCare.declared
          : t("storeCare", { store: site.name, reach: consumerCare.storeReach.join(", ") }),
    ],
  ];
  if (toyCertification) {
    rows.push([
      t("bis"),
      toyCertification === "not-declared"
        ? t("bisNotDeclared")
        : t("bisValue", { standard: toyCertification.standard, licence: toyCertification.licence }),
    ]);
  }
  return (
    <section aria-labelledby="product-details" className="rounded-xl border border-slate-200 p-4">
      <h2 id="product-details" className="font-semibold text-slate-900">
        {t("heading")}
      </h2>
      <dl className="mt-3 grid grid-cols-[minmax(0,10rem)_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
