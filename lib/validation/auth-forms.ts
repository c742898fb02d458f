/**
 * The sign-in and registration forms of SPEC §5, with their exact messages. The API checks the
 * same rules again (lib/validation/account.ts); these are what the shopper sees while typing.
 */
import { z } from "zod";
import { text } from "./text";
import { validationMessage as message } from "./error-messages";
import { MIN_PASSWORD_LENGTH } from "./form-rules";

export const signInFormSchema = z.object({
  emailOrPhone: text().trim().min(1, message("identityRequired")),
  password: text().min(1, message("passwordRequired")),
  /**
   * "Not my device": the session stays in this tab alone and ends with it. Unticked (the shopper's
   * own phone or computer), every tab and later visit of this browser is signed in (SPEC §4's
   * `remember`, which the store now sets unless told otherwise: issue #31).
   */
  notMyDevice: z.boolean(),
});

const emailField = text()
  .trim()
  .min(1, message("emailRequired"))
  .pipe(z.email(message("emailInvalid")));

const newPasswordFields = {
  password: text()
    .min(1, message("passwordRequired"))
    .min(MIN_PASSWORD_LENGTH, message("passwordMin", { min: MIN_PASSWORD_LENGTH })),
  confirmPassword: text().min(1, message("confirmPasswordRequired")),
};
const passwordsMatch = (form: { password: string; confirmPassword: string }) =>
  !form.confirmPassword || form.password === form.confirmPassword;
const passwordsDiffer = { message: message("passwordsDiffer"), path: ["confirmPassword"] };

const digitCount = (phone: string) => phone.replace(/\D/g, "").length;

export const registerFormSchema = z
  .object({
    firstName: text().trim().min(1, message("firstNameRequired")),
    lastName: text().trim().min(1, message("lastNameRequired")),
    email: emailField,
    phone: text()
      .trim()
      .min(1, message("phoneRequired"))
      .refine((phone) => digitCount(phone) >= 10 && digitCount(phone) <= 15, {
        message: message("phoneInvalid"),
      }),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, passwordsDiffer);

/** "Forgot password?": the e-mail the reset link goes to. */
export const forgotPasswordFormSchema = z.object({ email: emailField });

/** The reset page: a new password, typed twice. */
export const resetPasswordFormSchema = z.object(newPasswordFields).refine(passwordsMatch, passwordsDiffer);

export type SignInForm = z.infer<typeof signInFormSchema>;
export type RegisterForm = z.infer<typeof registerFormSchema>;
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
