/**
 * A promotion as the admin's form sends it (lib/promotions/admin-promotions.ts): what it gives,
 * who and what it is for, when it runs (India's time, as the form's date and time fields read) and
 * how often it may be used. Amounts arrive in rupees and leave in paise; lists one entry a line.
 */
import { z } from "zod";
import { IST_OFFSET_MS } from "../dates";
import { toPaise } from "../money";
import { text } from "./text";

const BENEFITS = ["PERCENT_OFF", "AMOUNT_OFF", "BUY_X_GET_Y", "QUANTITY_TIER", "FREE_SHIPPING"] as const;

/** An empty field as undefined, so optional numbers and dates can be left blank. */
const blankAsUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const whole = (label: string, min: number, max: number) =>
  z.preprocess(
    blankAsUndefined,
    text({ error: `Enter ${label}` })
      .trim()
      .regex(/^\d{1,7}$/, `${label} must be a whole number`)
      .transform(Number)
      .refine((value) => value >= min && value <= max, `${label} must be from ${min} to ${max}`)
      .optional(),
  );

const rupees = (label: string) =>
  z.preprocess(
    blankAsUndefined,
    text()
      .trim()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, `${label} must be an amount in rupees, such as 500 or 499.50`)
      .transform((amount) => toPaise(amount))
      .optional(),
  );

/** "2026-10-20T00:00" from a datetime-local field, read as India's time. */
const indianTime = (label: string) =>
  z.preprocess(
    blankAsUndefined,
    text()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `${label} must be a date and time`)
      .transform((local) => new Date(Date.parse(`${local}:00Z`) - IST_OFFSET_MS))
      .optional(),
  );

const lines = (max: number, label: string) =>
  text()
    .max(20_000)
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(/[\n,]/)
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.length <= max, `List at most ${max} ${label}`);

const checkbox = z
  .enum(["on"])
  .optional()
  .transform((value) => value === "on");

/** A code as shoppers will type it: letters, digits and hyphens, stored in capitals. */
export const promotionCodeSchema = text()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,32}$/, "A code is 4 to 32 letters, digits or hyphens");

export const promotionFormSchema = z
  .object({
    name: text({ error: "Enter the name shoppers read" }).trim().min(1, "Enter the name shoppers read").max(80),
    nameHi: text({ error: "Enter the name in Hindi" }).trim().min(1, "Enter the name in Hindi").max(80),
    benefit: z.enum(BENEFITS, { error: "Choose what the promotion gives" }),
    percent: whole("The percentage", 1, 100),
    amountOff: rupees("The amount off"),
    maxDiscount: rupees("The largest discount"),
    buyQuantity: whole("The units to buy", 1, 50),
    getQuantity: whole("The units given", 1, 50),
    getProductId: z.preprocess(blankAsUndefined, text().trim().max(64).optional()),
    minQuantity: whole("The units of the tier", 2, 1000),
    minOrderValue: rupees("The minimum order"),
    automatic: checkbox,
    code: z.preprocess(blankAsUndefined, promotionCodeSchema.optional()),
    prepaidOnly: checkbox,
    firstOrderOnly: checkbox,
    productIds: lines(200, "products"),
    categories: lines(50, "categories"),
    /** The customers it is for, by e-mail address or mobile number. */
    customers: lines(500, "customers"),
    startsAt: indianTime("The start"),
    endsAt: indianTime("The end"),
    usageLimit: whole("The total uses", 1, 1_000_000),
    perCustomerLimit: whole("The uses per customer", 1, 1000),
  })
  .superRefine((form, context) => {
    const missing = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    const needs: Record<(typeof BENEFITS)[number], (keyof typeof form)[]> = {
      PERCENT_OFF: ["percent"],
      AMOUNT_OFF: ["amountOff"],
      BUY_X_GET_Y: ["buyQuantity", "getQuantity", "percent"],
      QUANTITY_TIER: ["minQuantity", "percent"],
      FREE_SHIPPING: [],
    };
    for (const field of needs[form.benefit]) {
      if (form[field] === undefined) missing(field, `This kind of promotion needs ${field}`);
    }
    if (!form.automatic && !form.code) missing("code", "Give the promotion a code, or make it automatic");
    if (form.endsAt && form.startsAt && form.endsAt <= form.startsAt)
      missing("endsAt", "The end must be after the start");
  });

export type PromotionForm = z.output<typeof promotionFormSchema>;

/** Single-use codes made in bulk: how many, and what they start with. */
export const codeBatchSchema = z.object({
  count: whole("The number of codes", 1, 5000).refine((value) => value !== undefined, "Enter the number of codes"),
  prefix: z.preprocess(
    blankAsUndefined,
    text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,12}$/, "A prefix is 2 to 12 letters or digits")
      .optional(),
  ),
});
