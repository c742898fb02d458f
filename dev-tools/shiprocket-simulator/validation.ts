/**
 * Request bodies checked with zod, refused the way Shiprocket's Laravel validator refuses them:
 * HTTP 422 `{"message":"Oops! Invalid Data.","errors":{"<field>":["The <field> field is required."]},"status_code":422}`.
 * A custom message may say ":attribute", as Laravel's own rules do.
 */
import { z } from "zod";
import { ApiError } from "./http";

export const INVALID_DATA = "Oops! Invalid Data.";

/** Laravel names a top-level field with spaces ("billing city") and a nested one by its path. */
const attribute = (path: PropertyKey[]) =>
  path.length === 1 ? String(path[0]).replaceAll("_", " ") : path.map(String).join(".");

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function laravelMessage(issue: z.core.$ZodIssue, input: unknown): string {
  const name = attribute(issue.path);
  const value = valueAt(input, issue.path);
  const missing = value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length);
  if (missing && issue.code !== "custom") return `The ${name} field is required.`;
  if (issue.message.includes(":attribute")) return issue.message.replace(":attribute", name);
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "number") return `The ${name} must be a number.`;
      if (issue.expected === "boolean") return `The ${name} field must be true or false.`;
      return `The ${name} must be ${issue.expected === "array" ? "an array" : "a string"}.`;
    case "too_big":
      if (issue.origin === "string") return `The ${name} may not be greater than ${issue.maximum} characters.`;
      if (issue.origin === "array") return `The ${name} may not have more than ${issue.maximum} items.`;
      return `The ${name} may not be greater than ${issue.maximum}.`;
    case "too_small":
      // Laravel trims input before `required`: blank text is missing text.
      if (issue.origin === "string") return `The ${name} field is required.`;
      return `The ${name} must be greater than ${issue.inclusive ? "or equal to " : ""}${issue.minimum}.`;
    case "invalid_value":
      return `The selected ${name} is invalid.`;
    case "invalid_format":
      return issue.format === "email" ? `The ${name} must be a valid email address.` : `The ${name} format is invalid.`;
    default:
      return issue.message;
  }
}

/** The parsed body, or an ApiError carrying Laravel's 422 envelope with every field's messages. */
export function validate<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const messages = (errors[issue.path.map(String).join(".") || "data"] ??= []);
    const message = laravelMessage(issue, input);
    if (!messages.includes(message)) messages.push(message);
  }
  throw new ApiError(422, INVALID_DATA, { message: INVALID_DATA, errors, status_code: 422 });
}

/** Shiprocket takes numbers as JSON numbers or as strings ("0.30"). */
const toNumber = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : value;

export const numeric = () => z.preprocess(toNumber, z.number());

/** Text, with numbers accepted as text: the documented samples send pincodes and phones as numbers. */
export const text = (max = 255) =>
  z.preprocess((value) => (typeof value === "number" ? String(value) : value), z.string().trim().min(1).max(max));

export const pincode = () => text().refine((value) => /^\d{6}$/.test(value), "The :attribute must be 6 digits.");

const FLAGS = new Map<unknown, boolean>([
  [true, true],
  [1, true],
  ["1", true],
  ["true", true],
  [false, false],
  [0, false],
  ["0", false],
  ["false", false],
]);

/** true/false, 1/0 or their strings, as PHP reads them. */
export const flag = () => z.preprocess((value) => FLAGS.get(value) ?? value, z.boolean());

/** An id: an integer or its string. */
export const id = () => numeric().pipe(z.number().int().positive());
