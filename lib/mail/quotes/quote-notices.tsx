/**
 * A quote's two notices besides its proforma (./quote-email.tsx): the store's inbox hears of each
 * new request, so that an operator prices it while the school still waits, and a customer hears
 * when the store withdraws a request or a quote they hold, which they can then no longer accept.
 */
import "server-only";
import { Button, Text } from "@react-email/components";
import { z } from "zod";
import { formatIndianIsoDay } from "../../dates";
import { env } from "../../env";
import { localizedPath } from "../../i18n/addresses";
import { LOCALES } from "../../i18n/locales";
import { quoteById } from "../../quotes/quote";
import type { ComposedEmail } from "../compose";
import { EmailLayout, colors } from "../layout";
import { renderEmail } from "../render";
import { emailTexts } from "../texts";

const buttonStyle = { backgroundColor: colors.brand, borderRadius: "6px", color: "#ffffff", padding: "10px 18px" };

export const quoteRequestedData = z.object({ locale: z.enum(LOCALES), quoteId: z.string(), customerName: z.string() });

export async function composeQuoteRequestedEmail(data: z.infer<typeof quoteRequestedData>): Promise<ComposedEmail> {
  const t = emailTexts(data.locale);
  const quote = await quoteById(data.quoteId);
  const units = quote.lines.reduce((sum, line) => sum + line.quantity, 0);
  return renderEmail(
    <EmailLayout
      locale={data.locale}
      texts={t}
      preview={t("quoteRequested.subject", { organisation: quote.organisation })}
      headline={t("quoteRequested.headline")}
    >
      <Text>
        {t("quoteRequested.body", {
          customer: data.customerName,
          organisation: quote.organisation,
          products: quote.lines.length,
          units,
        })}
      </Text>
      {quote.neededBy && (
        <Text>{t("quoteRequested.neededBy", { date: formatIndianIsoDay(quote.neededBy, data.locale) })}</Text>
      )}
      {quote.notes && <Text>{t("quoteRequested.notes", { notes: quote.notes })}</Text>}
      <Button href={`${env().SITE_URL}/admin/quotes/${encodeURIComponent(quote.id)}`} style={buttonStyle}>
        {t("quoteRequested.button")}
      </Button>
    </EmailLayout>,
  );
}

export const quoteWithdrawnData = quoteRequestedData;

export async function composeQuoteWithdrawnEmail(data: z.infer<typeof quoteWithdrawnData>): Promise<ComposedEmail> {
  const t = emailTexts(data.locale);
  const quote = await quoteById(data.quoteId);
  const quoteUrl = `${env().SITE_URL}${localizedPath(`/quotes/${quote.id}`, data.locale)}`;
  return renderEmail(
    <EmailLayout
      locale={data.locale}
      texts={t}
      preview={t("quoteWithdrawn.subject", { organisation: quote.organisation })}
      headline={t("quoteWithdrawn.headline", { organisation: quote.organisation })}
    >
      <Text>{t("account.hello", { name: data.customerName })}</Text>
      <Text>
        {quote.number
          ? t("quoteWithdrawn.quote", { number: quote.number })
          : t("quoteWithdrawn.request", { organisation: quote.organisation })}
      </Text>
      <Text>{t("quoteWithdrawn.next")}</Text>
      <Button href={quoteUrl} style={buttonStyle}>
        {t("quoteWithdrawn.button")}
      </Button>
    </EmailLayout>,
  );
}
