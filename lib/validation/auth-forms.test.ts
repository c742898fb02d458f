import { describe, expect, it } from "vitest";
import { forgotPasswordFormSchema, registerFormSchema, resetPasswordFormSchema, signInFormSchema } from "./auth-forms";

const valid = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  phone: "+91 98765 43210",
  password: "maths-2026",
  confirmPassword: "maths-2026",
};

function messagesFor(form: Record<string, string>) {
  const result = registerFormSchema.safeParse(form);
  const firstMessages: Record<string, string> = {};
  // The form shows a field's first problem, as react-hook-form's resolver does.
  for (const issue of result.success ? [] : result.error.issues) firstMessages[String(issue.path[0])] ??= issue.message;
  return firstMessages;
}

describe("registration form", () => {
  it("accepts a complete form", () => expect(registerFormSchema.safeParse(valid).success).toBe(true));

  it("names every empty field with the spec's message", () => {
    expect(
      messagesFor({ firstName: " ", lastName: "", email: "", phone: "", password: "", confirmPassword: "" }),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      phone: "Phone number is required",
      password: "Password is required",
      confirmPassword: "Please confirm your password",
    });
  });

  it("checks the e-mail, the phone's digit count, the password length and the confirmation", () => {
    expect(messagesFor({ ...valid, email: "asha@" }).email).toBe("Please enter a valid email");
    expect(messagesFor({ ...valid, phone: "98765-43210" }).phone).toBeUndefined();
    expect(messagesFor({ ...valid, phone: "98765 432" }).phone).toBe(
      "Please enter a valid phone number (10-15 digits)",
    );
    expect(messagesFor({ ...valid, phone: "1234567890123456" }).phone).toBe(
      "Please enter a valid phone number (10-15 digits)",
    );
    expect(messagesFor({ ...valid, password: "short", confirmPassword: "short" }).password).toBe(
      "Password must be at least 8 characters",
    );
    expect(messagesFor({ ...valid, confirmPassword: "maths-2027" }).confirmPassword).toBe("Passwords don't match");
  });
});

describe("sign-in form", () => {
  it("requires both fields", () => {
    const result = signInFormSchema.safeParse({ emailOrPhone: "  ", password: "", notMyDevice: false });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      "Email or phone number is required",
      "Password is required",
    ]);
  });
});

describe("password recovery forms", () => {
  const issueMessages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? [] : result.error!.issues.map((issue) => issue.message);

  it("asks for a valid e-mail", () => {
    expect(issueMessages(forgotPasswordFormSchema.safeParse({ email: " " }))).toEqual(["Email is required"]);
    expect(issueMessages(forgotPasswordFormSchema.safeParse({ email: "asha@" }))).toEqual([
      "Please enter a valid email",
    ]);
  });

  it("holds the new password to the §5 rules and asks for it twice", () => {
    expect(resetPasswordFormSchema.safeParse({ password: "maths-2026", confirmPassword: "maths-2026" }).success).toBe(
      true,
    );
    expect(issueMessages(resetPasswordFormSchema.safeParse({ password: "", confirmPassword: "" }))).toEqual([
      "Password is required",
      "Password must be at least 8 characters",
      "Please confirm your password",
    ]);
    expect(
      issueMessages(resetPasswordFormSchema.safeParse({ password: "maths-2026", confirmPassword: "maths-2027" })),
    ).toEqual(["Passwords don't match"]);
  });
});
