/**
 * The contact and feedback forms (SPEC §5), with their exact messages.
 */
import { z } from "zod";
import { CONTACT_SUBJECTS } from "./form-rules";
import { text } from "./text";

export const contactSchema = z.object({
  name: text().trim().min(1, "Name is required").max(100, "Name is too long"),
  email: text()
    .trim()
    .min(1, "Email is required")
    .regex(/^\S+@\S+\.\S+$/, "Email is invalid"),
  subject: z.enum(CONTACT_SUBJECTS),
  message: text().trim().min(1, "Message is required").max(5000, "Message is too long"),
});

export const feedbackSchema = z.object({
  name: text().trim().min(1, "Full name is required").max(100, "Name is too long"),
  email: text().trim().min(1, "Email is required").pipe(z.email("Please enter a valid email address")),
  phone: text().trim().min(1, "Phone number is required").max(20, "Phone number is too long"),
  productPurchased: text().trim().min(1, "Please tell us which product you bought").max(120),
  rating: z.number().int().min(1, "Please choose a rating").max(5),
  review: text().trim().min(1, "Review is required").max(5000, "Review is too long"),
});

export type ContactMessage = z.output<typeof contactSchema>;
export type Feedback = z.output<typeof feedbackSchema>;
