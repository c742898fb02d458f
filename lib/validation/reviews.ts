/** A product review as a customer writes it and the admin answers it; shared by the form and the API. */
import { z } from "zod";
import { recordIdSchema } from "./ids";
import { text } from "./text";
import { validationMessage as message } from "./error-messages";

/** Why a customer may not review a product (the verified-purchase rule), for the API and the page alike. */
export const NOT_ELIGIBLE_MESSAGE = message("reviewNotEligible");

export const REVIEW_LIMITS = { titleMax: 100, bodyMin: 10, bodyMax: 2000, replyMax: 1000 } as const;

/** Something that looks like markup: a tag (`<b>`, `</p>`, `<img …>`) or a comment. "<3" and "a < b" pass. */
const MARKUP = /<\/?[a-z][^>]*>|<!--/i;
const MARKUP_MESSAGE = message("reviewMarkup");

/** Plain text, trimmed; markup is refused rather than silently changed, so nobody's words are altered. */
const plainText = (required: string, tooShort: string, tooLong: string, min: number, max: number) =>
  text({ error: required })
    .trim()
    .min(min, tooShort)
    .max(max, tooLong)
    .refine((value) => !MARKUP.test(value), MARKUP_MESSAGE);

const STARS = message("starRatingRequired");
const { titleMax, bodyMin, bodyMax } = REVIEW_LIMITS;

export const reviewFormSchema = z.object({
  rating: z.number({ error: STARS }).int(STARS).min(1, STARS).max(5, STARS),
  title: plainText(
    message("titleRequired"),
    message("titleRequired"),
    message("titleMax", { max: titleMax }),
    1,
    titleMax,
  ),
  body: plainText(
    message("reviewRequired"),
    message("reviewMin", { min: bodyMin }),
    message("reviewMax", { max: bodyMax }),
    bodyMin,
    bodyMax,
  ),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** POST /api/reviews. */
export const reviewBodySchema = reviewFormSchema.extend({ productId: recordIdSchema("Product ID") });
export type ReviewInput = z.infer<typeof reviewBodySchema>;

/** GET /api/reviews?productId=&page= */
export const reviewListQuerySchema = z.object({
  productId: recordIdSchema("Product ID"),
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be at least 1")
    .max(10_000, "page is too large")
    .default(1),
});

/** GET /api/reviews/mine?productId= */
export const ownReviewQuerySchema = z.object({ productId: recordIdSchema("Product ID") });

/** The store's public answer under a review; empty removes it. */
export const reviewReplySchema = text()
  .trim()
  .max(REVIEW_LIMITS.replyMax, `The reply must be at most ${REVIEW_LIMITS.replyMax} characters`)
  .refine((value) => !MARKUP.test(value), MARKUP_MESSAGE);
