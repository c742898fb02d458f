/**
 * The contact and feedback forms (SPEC §5), with their exact messages.
 */
import { z } from "zod";
import { CONTACT_SUBJECTS } from "./form-rules";
import { text } from "./text";
import { validationMessage as message } from "./error-messages";

export const contactSchema = z.object({
  name: text().trim().min(1, message("nameRequired")).max(100, message("nameTooLong")),
  email: text()
    .trim()
    .min(1, message("emailRequired"))
    .regex(/^\S+@\S+\.\S+$/, message("emailIsInvalid")),
  subject: z.enum(CONTACT_SUBJECTS),
  message: text().trim().min(1, message("messageRequired")).max(5000, message("messageTooLong")),
});

export const feedbackSchema = z.object({
  name: text().trim().min(1, message("fullNameRequired")).max(100, message("nameTooLong")),
  email: text()
    .trim()
    .min(1, message("emailRequired"))
    .pipe(z.email(message("emailInvalidAddress"))),
  phone: text().trim().min(1, message("phoneRequired")).max(20, message("phoneTooLong")),
  productPurchased: text().trim().min(1, message("productPurchasedRequired")).max(120),
  rating: z.number().int().min(1, message("ratingRequired")).max(5),
  review: text().trim().min(1, message("reviewRequired")).max(5000, message("reviewTooLong")),
});

export type ContactMessage = z.output<typeof contactSchema>;
export type Feedback = z.output<typeof feedbackSchema>;
