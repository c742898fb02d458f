import { z } from "zod";
import { LOCALES } from "../i18n/locales";

/** One of the store's languages, as the API takes it ("en", "hi"). */
export const languageSchema = z.enum(LOCALES, { error: `Language must be one of: ${LOCALES.join(", ")}` });
