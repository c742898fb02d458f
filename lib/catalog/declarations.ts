/**
 * A product's listing declarations: what the catalogue stores, and what the product page and the
 * invoice show. Empty manufacturer and consumer-care fields mean the store itself, whose name,
 * address, phone and e-mail come from configuration (lib/store-contact.ts); nothing is invented,
 * so a declaration that is neither stored nor configured reads "Not declared". The declared values
 * stay as stored, in any language; the page words the labels (components/product/product-details.tsx).
 */
import type { Product as ProductRow } from "../generated/prisma/client";
import type { Paise } from "../money";
import { site } from "../site";
import { storeContact } from "../store-contact";
import type { DeclarantRoleName } from "../validation/product-declarations";

/** As stored; null where the product declares nothing of its own. */
export interface ProductDeclarations {
  declarantRole: DeclarantRoleName;
  declarantName: string | null;
  declarantAddress: string | null;
  countryOfOrigin: string | null;
  netQuantity: string | null;
  consumerCare: string | null;
  isToy: boolean;
  bisStandard: string | null;
  bisLicence: string | null;
}

export function toDeclarations(row: Pick<ProductRow, keyof ProductDeclarations>): ProductDeclarations {
  return {
    declarantRole: row.declarantRole,
    declarantName: row.declarantName,
    declarantAddress: row.declarantAddress,
    countryOfOrigin: row.countryOfOrigin,
    netQuantity: row.netQuantity,
    consumerCare: row.consumerCare,
    isToy: row.isToy,
    bisStandard: row.bisStandard,
    bisLicence: row.bisLicence,
  };
}

/** What a listing still has to declare, in the admin's words; empty when it is complete. */
export function missingDeclarations(declared: ProductDeclarations): string[] {
  return [
    declared.countryOfOrigin === null && "country of origin",
    declared.netQuantity === null && "net quantity",
    declared.isToy && declared.bisStandard === null && "BIS standard",
    declared.isToy && declared.bisLicence === null && "BIS licence",
  ].filter((gap) => gap !== false);
}

/** The Toys QCO certification of a toy; "not-declared" until its licence number is entered. */
export type ToyCertification = { standard: string; licence: string } | "not-declared";

/** Who answers complaints: the product's declared consumer care, or the store's configured ways to reach it. */
export type ConsumerCare = { declared: string } | { storeReach: string[] };

/** What the listing declares, the store's configured details filled in; null: not declared. */
export interface ListingDeclarations {
  declarantRole: DeclarantRoleName;
  declarantName: string;
  declarantAddress: string | null;
  countryOfOrigin: string | null;
  netQuantity: string | null;
  /** Maximum retail price, inclusive of all taxes: the product's list price. */
  mrp: Paise;
  consumerCare: ConsumerCare | null;
  dimensions: string | null;
  /** Null when the product is not a toy. */
  toyCertification: ToyCertification | null;
}

/** The store's own customer care from its configured contact details, or null when none is set. */
function storeConsumerCare(): ConsumerCare | null {
  const { address, phones, email } = storeContact;
  const reach = [address, phones[0], email].filter((detail): detail is string => Boolean(detail));
  return reach.length > 0 ? { storeReach: reach } : null;
}

export function listingDeclarations(product: {
  price: Paise;
  dimensions: string | null;
  declarations: ProductDeclarations;
}): ListingDeclarations {
  const declared = product.declarations;
  // Name and address are stored together (lib/validation/product-declarations.ts): none means the store.
  const byStore = declared.declarantName === null;
  return {
    declarantRole: declared.declarantRole,
    declarantName: declared.declarantName ?? site.name,
    declarantAddress: byStore ? storeContact.address || null : declared.declarantAddress,
    countryOfOrigin: declared.countryOfOrigin,
    netQuantity: declared.netQuantity,
    mrp: product.price,
    consumerCare: declared.consumerCare === null ? storeConsumerCare() : { declared: declared.consumerCare },
    dimensions: product.dimensions,
    toyCertification: !declared.isToy
      ? null
      : declared.bisStandard && declared.bisLicence
        ? { standard: declared.bisStandard, licence: declared.bisLicence }
        : "not-declared",
  };
}
