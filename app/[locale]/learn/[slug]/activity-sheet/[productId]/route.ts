import { z } from "zod";
import { fail } from "@/lib/http/responses";
import { sharedPdfResponse } from "@/lib/http/pdf-response";
import { printedActivitySheet } from "@/lib/learning/printed-sheets";
import { recordIdSchema } from "@/lib/validation/ids";
import { languageSchema } from "@/lib/validation/language";
import { TOPIC_SLUG } from "@/lib/validation/learning";
import { text } from "@/lib/validation/text";

const sheetAddressSchema = z.object({
  locale: languageSchema,
  slug: text().max(120).regex(TOPIC_SLUG),
  productId: recordIdSchema("Product ID"),
});

// GET /learn/{topic}/activity-sheet/{productId} (and /hi/…) – a toy's activity sheet for a topic, as a PDF; anyone may download it
export async function GET(request: Request, { params }: { params: Promise<Record<string, string>> }) {
  const address = sheetAddressSchema.safeParse(await params);
  if (!address.success) return fail(404, "No such activity sheet");
  const { locale, slug, productId } = address.data;
  const sheet = await printedActivitySheet(productId, slug, locale);
  if (!sheet) return fail(404, "No such activity sheet");
  return sharedPdfResponse(request, sheet);
}
