"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, InputField } from "@/components/ui/form-field";
import { isEmailConfigured, NOT_CONFIGURED_MESSAGE, sendEmail, TEAM_NAME } from "@/lib/emailjs";
import { feedbackSchema, type Feedback } from "@/lib/validation/messages";
import { registered } from "./registered";
import { StarRatingInput } from "./star-rating-input";

type Outcome = { kind: "success" | "error"; text: string } | null;

const EMPTY: Feedback = { name: "", email: "", phone: "", productPurchased: "", rating: 0, review: "" };

/** The feedback form (SPEC §2, §4, §5): sent through EmailJS, cleared on success. */
export function FeedbackForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<Feedback>({ resolver: zodResolver(feedbackSchema), defaultValues: EMPTY });
  const { register, handleSubmit, reset, setValue, control, formState } = form;
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
      <InputField id="feedback-name" label="Full name" autoComplete="name" {...registered(form, "name")} />
      <InputField id="feedback-email" label="Email" type="email" autoComplete="email" {...registered(form, "email")} />
      <InputField id="feedback-phone" label="Phone" type="tel" autoComplete="tel" {...registered(form, "phone")} />
      <InputField id="feedback-productPurchased" label="Product purchased" {...registered(form, "productPurchased")} />
      <StarRatingInput
        label="Rating"
        value={rating}
        onChange={(stars) => setValue("rating", stars, { shouldValidate: true })}
      />
      <FormField id="feedback-review" label="Your review" error={formState.errors.review?.message}>
        {(control) => <textarea {...control} rows={5} {...register("review")} />}
      </FormField>
      <Button type="submit" size="lg" disabled={formState.isSubmitting || rating === 0}>
        {formState.isSubmitting ? "Submitting..." : "Submit Feedback"}
      </Button>
      <div aria-live="polite">
        {outcome && <p className={outcome.kind === "success" ? "text-green-700" : "text-red-700"}>{outcome.text}</p>}
      </div>
    </form>
  );
}
