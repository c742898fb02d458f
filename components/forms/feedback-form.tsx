"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, InputField } from "@/components/ui/form-field";
import { isEmailConfigured, sendEmail, TEAM_NAME } from "@/lib/emailjs";
import { feedbackSchema, type Feedback } from "@/lib/validation/messages";
import { registered } from "./registered";
import { StarRatingInput } from "./star-rating-input";

type Outcome = "success" | "error" | null;

const EMPTY: Feedback = { name: "", email: "", phone: "", productPurchased: "", rating: 0, review: "" };

/** The feedback form (SPEC §2, §4, §5): sent through EmailJS, cleared on success. */
export function FeedbackForm() {
  const t = useTranslations("forms");
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
      setOutcome("success");
    } catch {
      setOutcome("error");
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="flex flex-col gap-4">
      {!configured && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t("notConfigured")}
        </p>
      )}
      <InputField id="feedback-name" label={t("feedback.name")} autoComplete="name" {...registered(form, "name")} />
      <InputField
        id="feedback-email"
        label={t("feedback.email")}
        type="email"
        autoComplete="email"
        {...registered(form, "email")}
      />
      <InputField
        id="feedback-phone"
        label={t("feedback.phone")}
        type="tel"
        autoComplete="tel"
        {...registered(form, "phone")}
      />
      <InputField
        id="feedback-productPurchased"
        label={t("feedback.productPurchased")}
        {...registered(form, "productPurchased")}
      />
      <StarRatingInput
        label={t("feedback.rating")}
        value={rating}
        onChange={(stars) => setValue("rating", stars, { shouldValidate: true })}
      />
      <FormField id="feedback-review" label={t("feedback.review")} error={formState.errors.review?.message}>
        {(control) => <textarea {...control} rows={5} {...register("review")} />}
      </FormField>
      <Button type="submit" size="lg" disabled={formState.isSubmitting || rating === 0}>
        {formState.isSubmitting ? t("feedback.submitting") : t("feedback.submit")}
      </Button>
      <div aria-live="polite">
        {outcome && (
          <p className={outcome === "success" ? "text-green-700" : "text-red-700"}>
            {outcome === "success" ? t("feedback.sent") : t("feedback.failed")}
          </p>
        )}
      </div>
    </form>
  );
}
