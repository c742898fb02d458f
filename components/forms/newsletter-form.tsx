"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { formatIndianDate } from "@/lib/dates";
import { storeContact } from "@/lib/store-contact";
import { SIMPLE_EMAIL_PATTERN } from "@/lib/validation/form-rules";
import { RESULT_PANEL_MS, useExpiringState } from "./use-expiring-state";
import { useFieldError } from "./use-field-error";

/** SPEC §5's messages for the one field; null when the address will do. */
function emailProblem(email: string): string | null {
  if (email === "") return "Email is required";
  return SIMPLE_EMAIL_PATTERN.test(email) ? null : "Please enter a valid email address";
}

/**
 * The newsletter sign-up (SPEC §4, §5), sent through EmailJS to the store's inbox. A plain form:
 * it is on the home page, whose first load carries no form library or zod (docs/BUNDLE.md); the
 * EmailJS client loads on submit.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useExpiringState<"success" | "error">(RESULT_PANEL_MS);
  const fieldError = useFieldError();

  // Checked on submit only: typing clears the error instead of re-validating each key (SPEC §5).
  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    const problem = emailProblem(address);
    setError(problem);
    if (problem || submitting) return;
    setSubmitting(true);
    try {
      const { sendEmail } = await import("@/lib/emailjs");
      await sendEmail("newsletter", {
        subscriber_email: address,
        to_email: storeContact.email,
        subscribe_date: formatIndianDate(new Date()),
        message: `New newsletter subscription from ${address}`,
      });
      setEmail("");
      setResult("success");
    } catch {
      setResult("error");
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void subscribe(event)} noValidate className="mt-6 flex max-w-md flex-col gap-2">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={Boolean(error)}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
            setResult(null);
          }}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-4 py-2 text-slate-900 placeholder:text-slate-500"
        />
        <Button type="submit" variant="accent" disabled={submitting}>
          {submitting ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      <div aria-live="polite" className="text-sm">
        {error && <p className="text-red-200">{fieldError(error)}</p>}
        {result === "success" && <p>Thank you for subscribing! Look out for our next letter.</p>}
        {result === "error" && <p className="text-red-200">Failed to subscribe. Please try again.</p>}
      </div>
    </form>
  );
}
