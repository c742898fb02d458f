/**
 * The API's answers a shopper may meet on any page (lib/validation/refusal-texts.ts holds them,
 * since the API sends these English texts), by key: every page sends them to the browser.
 */
import { REFUSAL_TEXTS } from "@/lib/validation/refusal-texts";

export const refusals = REFUSAL_TEXTS;
