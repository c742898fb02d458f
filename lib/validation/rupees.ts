/** An amount of rupees as a form field types it ("499", "499.50"), in paise. */
import { toPaise } from "../money";
import { text } from "./text";

export const rupeeAmount = (invalid: string, required = invalid) =>
  text({ error: required })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, invalid)
    .transform((amount) => toPaise(amount));
