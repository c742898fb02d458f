import type { ListingDeclarations } from "@/lib/catalog/declarations";
import { formatRupees } from "@/lib/money";

const NOT_DECLARED = "Not declared";

/**
 * The "Product details" block: the declarations Legal Metrology Rule 6(10) requires of an online
 * listing and, for a toy, its BIS certification (Toys (Quality Control) Order, 2020). What is not
 * declared says so; a toy without a licence number is never shown as certified.
 */
export function ProductDetails({ declarations }: { declarations: ListingDeclarations }) {
  const { toyCertification } = declarations;
  const rows: [string, string][] = [
    [
      declarations.declarantRole,
      [declarations.declarantName, declarations.declarantAddress ?? "address not declared"].join(", "),
    ],
    ["Country of origin", declarations.countryOfOrigin ?? NOT_DECLARED],
    ["Net quantity", declarations.netQuantity ?? NOT_DECLARED],
    ["MRP", `${formatRupees(declarations.mrp)} (inclusive of all taxes)`],
    ...(declarations.dimensions ? [["Size", declarations.dimensions] as [string, string]] : []),
    ["Consumer care", declarations.consumerCare ?? NOT_DECLARED],
  ];
  if (toyCertification) {
    rows.push(
      toyCertification === "not-declared"
        ? ["BIS certification", "Licence number not declared for this listing"]
        : ["BIS certification", `ISI mark, ${toyCertification.standard}, licence ${toyCertification.licence}`],
    );
  }
  return (
    <section aria-labelledby="product-details" className="rounded-xl border border-slate-200 p-4">
      <h2 id="product-details" className="font-semibold text-slate-900">
        Product details
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
