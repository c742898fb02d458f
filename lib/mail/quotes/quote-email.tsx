/**
 * A sent quote's e-mail (lib/quotes/price-quote.ts), in the language it was asked in: the quoted
 * total, its last valid day, a link to accept it, and its proforma invoice attached, made from the
 * quote when the e-mail is sent.
 */
import "server-only";
import { Button, Text } from "@react-email/components";
import { z } from "zod";
import { formatIndianIsoDay } from "../../dates";
import { env } from "../../env";
import { localizedPath } from "../../i18n/addresses";
import { LOCALES } from "../../i18n/locales";
import { formatRupees } from "../../money";
import { proformaPdf } from "../../quotes/proforma";
import { quoteById } from "../../quotes/quote";
import type { ComposedEmail } from "../compose";
import { EmailLayout, colors } from "../layout";
import { renderEmail } from "../render";
import { emailTexts } from "../texts";

const buttonStyle = { backgroundColor: colors.brand, borderRadius: "6px", color: "#ffffff", padding: "10px 18px" };

export const quoteSentData = z.object({
  locale: z.enum(LOCALES),
  quoteId: z.string(),
  customerName: z.string(),
});

export async function composeQuoteSentEmail(data: z.infer<typeof quoteSentData>): Promise<ComposedEmail> {
  const t = emailTexts(data.locale);
  const quote = await quoteById(data.quoteId);
  const number = quote.number ?? "";
  const quoteUrl = `${env().SITE_URL}${localizedPath(`/quotes/${quote.id}`, data.locale)}`;
  const composed = await renderEmail(
    <EmailLayout
      locale={data.locale}
      texts={t}
      preview={t("quoteSent.subject", { number })}
      headline={t("quoteSent.headline", { organisation: quote.organisation })}
    >
      <Text>{t("account.hello", { name: data.customerName })}</Text>
      <Text>
        {t("quoteSent.body", {
          number,
          amount: formatRupees(quote.totals?.amount ?? 0),
          date: quote.validUntil ? formatIndianIsoDay(quote.validUntil, data.locale) : "",
        })}
      </Text>
      <Text>{t("quoteSent.howTo")}</Text>
      <Button href={quoteUrl} style={buttonStyle}>
        {t("quoteSent.button")}
      </Button>
      <Text>{t("quoteSent.notTaxInvoice")}</Text>
    </EmailLayout>,
  );
  const filename = `${number.replaceAll("/", "-")}.pdf`;
  return {
    ...composed,
    attachments: [{ filename, content: await proformaPdf(quote), contentType: "application/pdf" }],
  };
}
