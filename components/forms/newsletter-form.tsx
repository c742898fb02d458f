"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { formatIndianDate } from "@/lib/dates";
import { sendEmail } from "@/lib/email/emailjs";
import { storeContact } from "@/lib/store-contact";
import { SIMPLE_EMAIL_PATTERN } from "@/lib/validation/account";
import { text } from "@/lib/validation/text";
import { RESULT_PANEL_MS, useExpiringState } from "./use-expiring-state";

const schema = z.object({
  email: text().trim().min(1, "Email is required").regex(SIMPLE_EMAIL_PATTERN, "Please enter a valid email address"),
});

/** The newsletter sign-up (SPEC §4, §5), sent through EmailJS to the store's inbox. */
export function NewsletterForm() {
  const [result, setResult] = useExpiringState<"success" | "error">(RESULT_PANEL_MS);
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
    // Checked on submit only: typing clears the error instead of re-validating each key (SPEC §5).
  } = useForm<z.output<typeof schema>>({
    resolver: zodResolver(schema),
    reValidateMode: "onSubmit",
    defaultValues: { email: "" },
  });

  async function subscribe({ email }: { email: string }) {
    try {
      await sendEmail("newsletter", {
        subscriber_email: email,
        to_email: storeContact.email,
        subscribe_date: formatIndianDate(new Date()),
        message: `New newsletter subscription from ${email}`,
      });
      reset();
      setResult("success");
    } catch {
      setResult("error");
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(subscribe)(event)}
      noValidate
      className="mt-6 flex max-w-md flex-col gap-2"
    >
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={Boolean(errors.email)}
          className="flex-1 rounded-md border border-slate-300 bg-white px-4 py-2 text-slate-900 placeholder:text-slate-500"
          {...register("email", {
            onChange: () => {
              clearErrors("email");
              setResult(null);
            },
          })}
        />
        <Button type="submit" variant="accent" disabled={isSubmitting}>
          {isSubmitting ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      <div aria-live="polite" className="text-sm">
        {errors.email && <p className="text-red-200">{errors.email.message}</p>}
        {result === "success" && <p>Thank you for subscribing! Look out for our next letter.</p>}
        {result === "error" && <p className="text-red-200">Failed to subscribe. Please try again.</p>}
      </div>
    </form>
  );
}
