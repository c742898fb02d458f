/**
 * A back-in-stock alert's one e-mail (lib/catalog/stock-alerts.ts), in the language of the page
 * the shopper asked on, its link to the product's page in that language.
 */
import "server-only";
import { Button, Text } from "@react-email/components";
import { createElement } from "react";
import { z } from "zod";
import { env } from "../../env";
import { localizedPath } from "../../i18n/addresses";
import { LOCALES, type Locale } from "../../i18n/locales";
import type { ComposedEmail } from "../compose";
import { EmailLayout, colors } from "../layout";
import { renderEmail } from "../render";
import { emailTexts } from "../texts";

const buttonStyle = { backgroundColor: colors.brand, borderRadius: "6px", color: "#ffffff", padding: "10px 18px" };

export const stockAlertData = z.object({
  locale: z.enum(LOCALES),
  name: z.string(),
  /** The product's name in `locale`. */
  product: z.string(),
  productId: z.string(),
});

function StockAlertEmail({
  locale,
  name,
  product,
  productUrl,
}: {
  locale: Locale;
  name: string;
  product: string;
  productUrl: string;
}) {
  const t = emailTexts(locale);
  return (
    <EmailLayout
      locale={locale}
      texts={t}
      preview={t("stockAlert.subject", { product })}
      headline={t("stockAlert.headline")}
    >
      <Text>{t("account.hello", { name })}</Text>
      <Text>{t("stockAlert.body", { product })}</Text>
      <Button href={productUrl} style={buttonStyle}>
        {t("stockAlert.button")}
      </Button>
    </EmailLayout>
  );
}

export function composeStockAlertEmail({
  locale,
  name,
  product,
  productId,
}: z.infer<typeof stockAlertData>): Promise<ComposedEmail> {
  const productUrl = `${env().SITE_URL}${localizedPath(`/shop/${productId}`, locale)}`;
  return renderEmail(createElement(StockAlertEmail, { locale, name, product, productUrl }));
}
