/**
 * The listing declarations of the admin product form: what India's Legal Metrology (Packaged
 * Commodities) Rules, 2011 (Rule 6(10)) require of an e-commerce listing, and the BIS standard and
 * licence the Toys (Quality Control) Order, 2020 requires of a toy. Free of server code: the admin
 * form reads the role labels, its values and the warning too.
 */
import { z } from "zod";
import type { ProductDeclarations } from "../catalog/declarations";
import { text } from "./text";

export const DECLARANT_ROLES = ["MANUFACTURER", "PACKER", "IMPORTER"] as const;
export type DeclarantRoleName = (typeof DECLARANT_ROLES)[number];

export const DECLARANT_ROLE_LABELS: Record<DeclarantRoleName, string> = {
  MANUFACTURER: "Manufacturer",
  PACKER: "Packer",
  IMPORTER: "Importer",
};

/** A BIS product-certification licence: "CM/L-" and ten digits. */
const BIS_LICENCE_PATTERN = /^CM\/L-\d{10}$/;

/** An Indian Standard such as "IS 9873 (Part 1)", "IS 9873 (Part 1):2019" or "IS 15644". */
const BIS_STANDARD_PATTERN = /^IS \d{3,5}( \(Part \d{1,2}\))?(:\d{4})?$/;

const optionalText = (label: string, max: number) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null);

/** Empty means none; otherwise the value must match. */
const optionalPattern = (pattern: RegExp, message: string) =>
  text()
    .trim()
    .refine((value) => value === "" || pattern.test(value), message)
    .transform((value) => value || null);

export const declarationFields = {
  declarantRole: z.enum(DECLARANT_ROLES, { error: "Choose manufacturer, packer or importer" }),
  declarantName: optionalText("Name of the manufacturer, packer or importer", 120),
  declarantAddress: optionalText("Address of the manufacturer, packer or importer", 300),
  countryOfOrigin: text()
    .trim()
    .min(1, "Country of origin is required")
    .max(60, "Country of origin must be at most 60 characters")
    .regex(/^(\p{L}[\p{L} .'()-]*)?$/u, "Country of origin must be a country's name, such as India"),
  netQuantity: text()
    .trim()
    .min(1, "Net quantity is required")
    .max(60, "Net quantity must be at most 60 characters")
    .regex(/^(\d+(\.\d+)? ?\p{L}.*)?$/u, "Net quantity must start with a number and a unit, such as 1 set (54 cards)"),
  consumerCare: optionalText("Consumer care", 300),
  isToy: text()
    .optional()
    .transform((value) => value === "on"),
  bisStandard: optionalPattern(BIS_STANDARD_PATTERN, "BIS standard must look like IS 9873 (Part 1)"),
  bisLicence: optionalPattern(BIS_LICENCE_PATTERN, "BIS licence must be CM/L- followed by 10 digits"),
};

type DeclarationInput = { [Key in keyof typeof declarationFields]: z.output<(typeof declarationFields)[Key]> };

/** Rules across fields: a named declarant has an address, and a toy names its Indian Standard. */
export function checkDeclarations(form: DeclarationInput, context: z.RefinementCtx): void {
  if ((form.declarantName === null) !== (form.declarantAddress === null)) {
    context.addIssue({
      code: "custom",
      path: [form.declarantName === null ? "declarantName" : "declarantAddress"],
      message: "Give both the name and the address of the manufacturer, packer or importer, or neither (the store)",
    });
  }
  if (form.isToy && form.bisStandard === null) {
    context.addIssue({ code: "custom", path: ["bisStandard"], message: "A toy needs its BIS standard" });
  }
}

/**
 * What the operator must still fix, though the product may be saved: a toy without a licence is
 * listed as "not declared", never as certified.
 */
export function declarationWarning(form: Pick<DeclarationInput, "isToy" | "bisLicence">): string | null {
  return form.isToy && form.bisLicence === null
    ? "This toy has no BIS licence number: the shop says it is not declared. The Toys (Quality Control) Order, 2020 allows selling a toy only with the ISI mark under a BIS licence."
    : null;
}

/** The declarations as the admin form's text values. */
export interface DeclarationFormValues {
  declarantRole: DeclarantRoleName;
  declarantName: string;
  declarantAddress: string;
  countryOfOrigin: string;
  netQuantity: string;
  consumerCare: string;
  isToy: boolean;
  bisStandard: string;
  bisLicence: string;
}

/** A new product: made by the store in India, a toy (this store sells toys). */
export const NEW_PRODUCT_DECLARATIONS: DeclarationFormValues = {
  declarantRole: "MANUFACTURER",
  declarantName: "",
  declarantAddress: "",
  countryOfOrigin: "India",
  netQuantity: "",
  consumerCare: "",
  isToy: true,
  bisStandard: "IS 9873 (Part 1)",
  bisLicence: "",
};

/** Stored declarations (null: none) as form values. */
export function declarationFormValues(stored: ProductDeclarations): DeclarationFormValues {
  return {
    declarantRole: stored.declarantRole,
    declarantName: stored.declarantName ?? "",
    declarantAddress: stored.declarantAddress ?? "",
    countryOfOrigin: stored.countryOfOrigin ?? "",
    netQuantity: stored.netQuantity ?? "",
    consumerCare: stored.consumerCare ?? "",
    isToy: stored.isToy,
    bisStandard: stored.bisStandard ?? "",
    bisLicence: stored.bisLicence ?? "",
  };
}
