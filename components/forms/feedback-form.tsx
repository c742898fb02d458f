"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { isEmailConfigured, NOT_CONFIGURED_MESSAGE, sendEmail, TEAM_NAME } from "@/lib/email/emailjs";
import { feedbackSchema, type Feedback } from "@/lib/validation/messages";
import { Button } from "@/components/ui/button";
import { FormField, InputField } from "@/components/ui/form-field";

type Outcome = { kind: "success" | "error"; text: string } | null;

const EMPTY: Feedback = { name: "", email: "", phone: "", productPurchased: "", rating: 0, review: "" };

/** The feedback form (SPEC §2, §4, §5): sent through EmailJS, cleared on success. */
export function FeedbackForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Feedback>({ resolver: zodResolver(feedbackSchema), defaultValues: EMPTY });
  const rating = useWatch({ control, name: "rating" });
  const configured = isEmailConfigured("feedback");

  async function submit(feedback: Feedback) {
    setOutcome(null);
    try {
      await sendEmail("feedback", {
        from_name: feedback.name,
        from_email: feedback.email,
        phone: feedback.phone,
        product_purchased: feedback.productPurchased,
        review: feedback.review,
        rating: String(feedback.rating),
        to_name: TEAM_NAME,
      });
      reset(EMPTY);
      setOutcome({ kind: "success", text: "Thank you for your feedback! We appreciate your input." });
    } catch {
      setOutcome({ kind: "error", text: "Failed to submit feedback. Please try again." });
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="flex flex-col gap-4">
      {!configured && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {NOT_CONFIGURED_MESSAGE}
        </p>
      )}
      <InputField
        id="feedback-name"
        label="Full name"
        error={errors.name?.message}
        autoComplete="name"
        {...register("name")}
      />
      <InputField
        id="feedback-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...register("email")}
      />
      <InputField
        id="feedback-phone"
        label="Phone"
        error={errors.phone?.message}
        type="tel"
        autoComplete="tel"
        {...register("phone")}
      />
      <InputField
        id="feedback-productPurchased"
        label="Product purchased"
        error={errors.productPurchased?.message}
        {...register("productPurchased")}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800">Rating</legend>
        <div className="flex gap-1" role="radiogroup" aria-label="Rating">
          {[1, 2, 3, 4, 5].map((stars) => (
            <button
              key={stars}
              type="button"
              role="radio"
              aria-checked={rating === stars}
              aria-label={`${stars} star${stars > 1 ? "s" : ""}`}
              onClick={() => setValue("rating", stars, { shouldValidate: true })}
              className={`text-3xl ${stars <= rating ? "text-accent-500" : "text-slate-300"}`}
            >
              ★
            </button>
          ))}
        </div>
      </fieldset>
      <FormField id="feedback-review" label="Your review" error={errors.review?.message}>
        {(control) => <textarea {...control} rows={5} {...register("review")} />}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting || rating === 0}>
        {isSubmitting ? "Submitting..." : "Submit Feedback"}
      </Button>
      <div aria-live="polite">
        {outcome && <p className={outcome.kind === "success" ? "text-green-700" : "text-red-700"}>{outcome.text}</p>}
      </div>
    </form>
  );
}
