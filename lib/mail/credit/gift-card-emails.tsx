/**
 * A bought gift card's two e-mails (lib/credit/gift-card-sale.ts), in the language of the page it
 * was bought on: the card to its recipient, with its code (kept sealed in the queue, unsealed only
 * to send), and the receipt to its buyer, which says why it carries no GST and never shows the code.
 */
import "server-only";
import { Button, Section, Text } from "@react-email/components";
import { z } from "zod";
import { unseal } from "../../auth/sealed";
import { formatIndianDate } from "../../dates";
import { env } from "../../env";
import { localizedPath } from "../../i18n/addresses";
import { LOCALES } from "../../i18n/locales";
import { formatRupees } from "../../money";
import type { ComposedEmail } from "../compose";
import { EmailLayout, colors } from "../layout";
import { renderEmail } from "../render";
import { emailTexts } from "../texts";

const buttonStyle = { backgroundColor: colors.brand, borderRadius: "6px", color: "#ffffff", padding: "10px 18px" };
const codeStyle = { fontSize: "22px", fontWeight: 700, letterSpacing: "2px", fontFamily: "monospace" };

const shared = {
  locale: z.enum(LOCALES),
  recipientName: z.string(),
  /** Paise. */
  value: z.number().int(),
  /** The last day it pays, as an ISO date-time within that day in India. */
  lastDay: z.string(),
};

export const giftCardData = z.object({
  ...shared,
  senderName: z.string(),
  message: z.string().nullable(),
  /** The code, sealed as the card keeps it (lib/auth/sealed.ts). */
  codeSealed: z.string(),
});

export const giftCardReceiptData = z.object({
  ...shared,
  buyerName: z.string(),
  receiptNumber: z.string(),
  hint: z.string(),
  paidAt: z.string(),
});

export async function composeGiftCardEmail(data: z.infer<typeof giftCardData>): Promise<ComposedEmail> {
  const t = emailTexts(data.locale);
  const code = await unseal(data.codeSealed);
  const value = formatRupees(data.value);
  const shopUrl = `${env().SITE_URL}${localizedPath("/shop", data.locale)}`;
  return renderEmail(
    <EmailLayout
      locale={data.locale}
      texts={t}
      preview={t("giftCard.subject", { sender: data.senderName, value })}
      headline={t("giftCard.headline", { value })}
    >
      <Text>{t("account.hello", { name: data.recipientName })}</Text>
      <Text>{t("giftCard.body", { sender: data.senderName, value })}</Text>
      {data.message && <Text style={{ fontStyle: "italic" }}>“{data.message}”</Text>}
      <Section>
        <Text>{t("giftCard.codeIs")}</Text>
        <Text style={codeStyle}>{code}</Text>
      </Section>
      <Text>{t("giftCard.howTo", { date: formatIndianDate(new Date(data.lastDay), data.locale) })}</Text>
      <Button href={shopUrl} style={buttonStyle}>
        {t("giftCard.button")}
      </Button>
    </EmailLayout>,
  );
}

export function composeGiftCardReceiptEmail(data: z.infer<typeof giftCardReceiptData>): Promise<ComposedEmail> {
  const t = emailTexts(data.locale);
  const value = formatRupees(data.value);
  const date = (iso: string) => formatIndianDate(new Date(iso), data.locale);
  return renderEmail(
    <EmailLayout
      locale={data.locale}
      texts={t}
      preview={t("giftCardReceipt.subject", { number: data.receiptNumber })}
      headline={t("giftCardReceipt.headline")}
    >
      <Text>{t("account.hello", { name: data.buyerName })}</Text>
      <Text>{t("giftCardReceipt.body", { value, name: data.recipientName, hint: data.hint })}</Text>
      <Text>{t("giftCardReceipt.receipt", { number: data.receiptNumber, date: date(data.paidAt), value })}</Text>
      <Text>{t("giftCardReceipt.noGst")}</Text>
      <Text>{t("giftCardReceipt.validity", { date: date(data.lastDay) })}</Text>
    </EmailLayout>,
  );
}
