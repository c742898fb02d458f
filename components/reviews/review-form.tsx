"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { registered } from "@/components/forms/registered";
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
  const [failure, setFailure] = useState<string | null>(null);
  const fieldError = useFieldError();
  const form = useForm<ReviewValues>({ resolver: zodResolver(reviewFormSchema), defaultValues: initial ?? EMPTY });
  const { register, handleSubmit, setValue, control, formState } = form;
  const rating = useWatch({ control, name: "rating" });

  async function submit(values: ReviewValues) {
    setFailure(null);
    try {
      await callAsShopper("/api/reviews", reviewWriteResponse, { body: { productId, ...values } });
      onSaved(values);
    } catch (error) {
      setFailure(messageOf(error, "Your review could not be saved. Please try again."));
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={initial ? "Edit your review" : "Write a review"}
    >
      <StarRatingInput
        label="Your rating"
        value={rating}
        onChange={(stars) => setValue("rating", stars, { shouldValidate: true })}
        error={formState.errors.rating?.message}
      />
      <InputField id="review-title" label="Title" maxLength={REVIEW_LIMITS.titleMax} {...registered(form, "title")} />
      <FormField
        id="review-body"
        label="Your review"
        hint={`Plain text, ${REVIEW_LIMITS.bodyMin} to ${REVIEW_LIMITS.bodyMax} characters.`}
        error={formState.errors.body?.message}
      >
        {(control) => <textarea {...control} rows={5} maxLength={REVIEW_LIMITS.bodyMax} {...register("body")} />}
      </FormField>
      <Button type="submit" className="self-start" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Sending..." : initial ? "Save changes" : "Submit review"}
      </Button>
      {failure && (
        <p role="alert" className="text-red-700">
          {fieldError(failure)}
        </p>
      )}
    </form>
  );
}
