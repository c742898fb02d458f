/** The shopper's own review: its state and the form (client components: sent with every page, keep it small). */
export const reviewsClient = {
  notEligible: "Only customers who received this product can review it.",
  loginToReview:
    "Only customers who received this product can review it. <login>Login</login> to review a toy you received.",
  loadingForm: "Loading the review form…",
  checking: "Checking whether you can review this toy…",
  loadFailed: "Your review could not be loaded.",
  thanks: "Thank you! Your review will appear once the store approves it.",
  own: "<strong>{title}</strong> ({rating}/5) — {state}",
  states: {
    PENDING: "Your review is waiting for moderation; it appears here once approved.",
    APPROVED: "Your review is published.",
    HIDDEN: "Your review was hidden by the store and is not shown to others.",
  },
  edit: "Edit your review",
  editNote: "Saving changes sends your review for moderation again.",
  write: "Write a review",
  rating: "Your rating",
  title: "Title",
  body: "Your review",
  bodyHint: "Plain text, {min} to {max} characters.",
  sending: "Sending...",
  save: "Save changes",
  submit: "Submit review",
  saveFailed: "Your review could not be saved. Please try again.",
  /** The form's refusals (lib/validation/reviews.ts's, which the API answers in English). */
  errors: {
    rating: "Please choose a rating from 1 to 5 stars",
    titleRequired: "Title is required",
    titleTooLong: "Title must be at most {max} characters",
    bodyTooShort: "Review must be at least {min} characters",
    bodyTooLong: "Review must be at most {max} characters",
    markup: "Reviews are plain text: please remove the HTML tags",
  },
};
