/**
 * The sign-in and registration forms of SPEC §5, with their exact messages. The API checks the
 * same rules again (lib/validation/account.ts); these are what the shopper sees while typing.
 */
import { z } from "zod";
import { text } from "./text";

export const signInFormSchema = z.object({
  emailOrPhone: text().trim().min(1, "Email or phone number is required"),
  password: text().min(1, "Password is required"),
  /** "Keep me signed in": the session is kept for every tab of this browser (SPEC §4 'remember'). */
  remember: z.boolean(),
});

const emailField = text().trim().min(1, "Email is required").pipe(z.email("Please enter a valid email"));

const newPasswordFields = {
  password: text().min(1, "Password is required").min(8, "Password must be at least 8 characters"),
  confirmPassword: text().min(1, "Please confirm your password"),
};
const passwordsMatch = (form: { password: string; confirmPassword: string }) =>
  !form.confirmPassword || form.password === form.confirmPassword;
const passwordsDiffer = { message: "Passwords don't match", path: ["confirmPassword"] };

const digitCount = (phone: string) => phone.replace(/\D/g, "").length;

export const registerFormSchema = z
  .object({
    firstName: text().trim().min(1, "First name is required"),
    lastName: text().trim().min(1, "Last name is required"),
    email: emailField,
    phone: text()
      .trim()
      .min(1, "Phone number is required")
      .refine((phone) => digitCount(phone) >= 10 && digitCount(phone) <= 15, {
        message: "Please enter a valid phone number (10-15 digits)",
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
