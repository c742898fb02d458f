/** Sign-in by a one-time code (POST /api/user/otp/request and /verify): an Indian mobile, six digits. */
import { z } from "zod";
import { validationMessage as message } from "./error-messages";
import { emailSchema, normalizePhone, registrationSchema } from "./account";
import { isIndianMobile } from "./form-rules";
import { text } from "./text";

/** The number as accounts keep it (ten digits), however it was typed: +91, spaces, a leading 0. */
export const mobileSchema = text({ error: message("phoneRequired") })
  .trim()
  .min(1, message("phoneRequired"))
  .max(25, message("mobileInvalid"))
  .refine(isIndianMobile, message("mobileInvalid"))
  .transform(normalizePhone);

export const signInCodeRequestSchema = z.object({ phone: mobileSchema });

export const signInCodeCheckSchema = z.object({
  phone: mobileSchema,
  code: text({ error: message("codeRequired") })
    .trim()
    .min(1, message("codeRequired"))
    .regex(/^\d{6}$/, message("codeFormat")),
  /** For a phone new to the store: the account's name, and its e-mail if the shopper gives one. */
  name: registrationSchema.shape.name.optional(),
  email: z
    .union([z.literal(""), emailSchema])
    .optional()
    .transform((email) => email || undefined),
});
