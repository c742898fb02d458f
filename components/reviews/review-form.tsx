"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch, type FieldError } from "react-hook-form";
import { StarRatingInput } from "@/components/forms/star-rating-input";
import { useFieldError } from "@/components/forms/use-field-error";
import { Button } from "@/components/ui/button";
import { FormField, InputField } from "@/components/ui/form-field";
import { messageOf } from "@/lib/client/api-errors";
import { callAsShopper } from "@/lib/client/session-api";
import { REVIEW_LIMITS, reviewFormSchema, type ReviewForm as ReviewValues } from "@/lib/validation/reviews";
import { reviewWriteResponse } from "@/lib/wire/review";

const EMPTY: ReviewValues = { rating: 0, title: "", body: "" };

/** Writes or edits the shopper's review; the server sends it to moderation either way. */
export function ReviewForm({
  productId,
  initial,
  onSaved,
}: {
  productId: string;
  initial: ReviewValues | null;
  onSaved: (saved: ReviewValues) => void;
}) {
  const t = useTranslations("reviewsClient");
  const [failure, setFailure] = useState<string | null>(null);
  const fieldError = useFieldError();
  const form = useForm<ReviewValues>({ resolver: zodResolver(reviewFormSchema), defaultValues: initial ?? EMPTY });
  const { register, handleSubmit, setValue, control, formState } = form;
  const rating = useWatch({ control, name: "rating" });

  /** The schema's refusal of a text field (lib/validation/reviews.ts), by its zod issue, in the page's language. */
  function refusal(field: "title" | "body", error: FieldError | undefined) {
    if (!error) return undefined;
    if (error.type === "custom") return t("errors.markup");
    if (error.type === "too_big") {
      const max = String(field === "title" ? REVIEW_LIMITS.titleMax : REVIEW_LIMITS.bodyMax);
      return field === "title" ? t("errors.titleTooLong", { max }) : t("errors.bodyTooLong", { max });
    }
    return field === "title"
      ? t("errors.titleRequired")
      : t("errors.bodyTooShort", { min: String(REVIEW_LIMITS.bodyMin) });
  }

  async function submit(values: ReviewValues) {
    setFailure(null);
    try {
      await callAsShopper("/api/reviews", reviewWriteResponse, { body: { productId, ...values } });
      onSaved(values);
    } catch (error) {
      setFailure(messageOf(error, t("saveFailed")));
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={initial ? t("edit") : t("write")}
    >
      <StarRatingInput
        label={t("rating")}
        value={rating}
        onChange={(stars) => setValue("rating", stars, { shouldValidate: true })}
        error={formState.errors.rating && t("errors.rating")}
      />
      <InputField
        id="review-title"
        label={t("title")}
        maxLength={REVIEW_LIMITS.titleMax}
        {...register("title")}
        error={refusal("title", formState.errors.title)}
      />
      <FormField
        id="review-body"
        label={t("body")}
        hint={t("bodyHint", { min: String(REVIEW_LIMITS.bodyMin), max: String(REVIEW_LIMITS.bodyMax) })}
        error={refusal("body", formState.errors.body)}
      >
        {(control) => <textarea {...control} rows={5} maxLength={REVIEW_LIMITS.bodyMax} {...register("body")} />}
      </FormField>
      <Button type="submit" className="self-start" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("sending") : initial ? t("save") : t("submit")}
      </Button>
      {failure && (
        <p role="alert" className="text-red-700">
          {fieldError(failure)}
        </p>
      )}
    </form>
  );
}
