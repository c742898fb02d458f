/**
 * The Product structured data's share of a listing's declarations: schema.org has
 * `countryOfOrigin` and `manufacturer`; packers and importers have no property, so they are left out.
 */
import type { ListingDeclarations } from "../catalog/declarations";

export function declarationsJsonLd(declarations: ListingDeclarations): Record<string, unknown> {
  return {
    ...(declarations.countryOfOrigin && {
      countryOfOrigin: { "@type": "Country", name: declarations.countryOfOrigin },
    }),
    ...(declarations.declarantRole === "MANUFACTURER" && {
      manufacturer: {
        "@type": "Organization",
        name: declarations.declarantName,
        ...(declarations.declarantAddress && { address: declarations.declarantAddress }),
      },
    }),
  };
}
