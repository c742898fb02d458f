/**
 * The forms' and the API's messages a shopper reads (lib/validation/error-messages.ts holds them,
 * since the schemas and the API send these English texts), by key.
 */
import { VALIDATION_TEXTS } from "@/lib/validation/error-messages";

export const validation = VALIDATION_TEXTS;
