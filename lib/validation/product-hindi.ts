/**
 * A product's Hindi texts in the admin product form (#30), beside the English ones and all
 * optional: a field left empty shows the English one on /hi. Lists are one entry per line.
 */
import { z } from "zod";
import { text } from "./text";

/** An optional text: missing or blank is null. */
const optionalText = (label: string, max: number) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || null);

const optionalLines = (label: string) =>
  text()
    .max(5000, `${label} is too long`)
    .optional()
    .transform((value) =>
      (value ?? "")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    );

/** The form's Hindi fields, spread into productFormSchema like the declarations. */
export const hindiFields = {
  nameHi: optionalText("Hindi name", 120),
  descriptionHi: optionalText("Hindi description", 5000),
  featuresHi: optionalLines("Hindi key features"),
  contentsHi: optionalLines("Hindi what's included"),
  materialsHi: optionalText("Hindi materials", 200),
};

export type HindiForm = z.output<z.ZodObject<typeof hindiFields>>;

/** The texts a ProductTranslation stores. */
export interface HindiTexts {
  name: string | null;
  description: string | null;
  features: string[];
  contents: string[];
  materials: string | null;
}

export const toHindiTexts = (form: HindiForm): HindiTexts => ({
  name: form.nameHi,
  description: form.descriptionHi,
  features: form.featuresHi,
  contents: form.contentsHi,
  materials: form.materialsHi,
});

/** Whether nothing is translated (no row is kept then). */
export const isUntranslated = (texts: HindiTexts): boolean =>
  !texts.name && !texts.description && texts.features.length === 0 && texts.contents.length === 0 && !texts.materials;

/** The Hindi fields' text values, as the form shows them (empty for a product without Hindi). */
export type HindiFormValues = Record<keyof typeof hindiFields, string>;

export function hindiFormValues(texts: HindiTexts | null): HindiFormValues {
  return {
    nameHi: texts?.name ?? "",
    descriptionHi: texts?.description ?? "",
    featuresHi: texts?.features.join("\n") ?? "",
    contentsHi: texts?.contents.join("\n") ?? "",
    materialsHi: texts?.materials ?? "",
  };
}

/** A category's Hindi name, from the admin's category names form. */
export const categoryNameSchema = z.object({
  category: text().trim().min(1, "Category is required").max(60, "Category must be at most 60 characters"),
  nameHi: text().trim().max(60, "Hindi name must be at most 60 characters"),
});
