/**
 * The account's e-mails, in the account's language: the link to set a new password, the notice
 * that it was changed (so an owner who did not ask for it learns at once), and the link to confirm
 * a checkout e-mail.
 */
import { Button, Text } from "@react-email/components";
import type { Locale } from "../../i18n/locales";
import { EmailLayout, colors } from "../layout";
import { emailTexts } from "../texts";

const buttonStyle = { backgroundColor: colors.brand, borderRadius: "6px", color: "#ffffff", padding: "10px 18px" };
const noteStyle = { color: colors.muted, fontSize: "13px" };

export function PasswordResetEmail({
  locale,
  name,
  resetUrl,
  validMinutes,
}: {
  locale: Locale;
  name: string;
  resetUrl: string;
  validMinutes: number;
}) {
  const t = emailTexts(locale);
  return (
    <EmailLayout
      locale={locale}
      texts={t}
      preview={t("account.passwordReset.subject")}
      headline={t("account.passwordReset.headline")}
    >
      <Text>{t("account.hello", { name })}</Text>
      <Text>{t("account.passwordReset.body", { minutes: validMinutes })}</Text>
      <Button href={resetUrl} style={buttonStyle}>
        {t("account.passwordReset.button")}
      </Button>
      <Text style={noteStyle}>{t("account.orOpen", { url: resetUrl })}</Text>
      <Text style={noteStyle}>{t("account.passwordReset.notYou")}</Text>
    </EmailLayout>
  );
}

export function PasswordChangedEmail({ locale, name, signInUrl }: { locale: Locale; name: string; signInUrl: string }) {
  const t = emailTexts(locale);
  return (
    <EmailLayout
      locale={locale}
      texts={t}
      preview={t("account.passwordChanged.subject")}
      headline={t("account.passwordChanged.headline")}
    >
      <Text>{t("account.hello", { name })}</Text>
      <Text>{t("account.passwordChanged.body")}</Text>
      <Button href={signInUrl} style={buttonStyle}>
        {t("account.passwordChanged.button")}
      </Button>
      <Text style={noteStyle}>{t("account.passwordChanged.notYou")}</Text>
    </EmailLayout>
  );
}

/**
 * The link to confirm an e-mail typed at checkout. Only fixed words, the order's display id and the
 * link: it goes to an address the shopper typed, so nothing the shopper wrote may ride along.
 */
export function EmailVerificationEmail({
  locale,
  displayOrderId,
  confirmUrl,
  validHours,
}: {
  locale: Locale;
  displayOrderId: string;
  confirmUrl: string;
  validHours: number;
}) {
  const t = emailTexts(locale);
  return (
    <EmailLayout
      locale={locale}
      texts={t}
      preview={t("account.emailVerification.subject")}
      headline={t("account.emailVerification.headline")}
    >
      <Text>{t("account.emailVerification.body", { id: displayOrderId, hours: validHours })}</Text>
      <Button href={confirmUrl} style={buttonStyle}>
        {t("account.emailVerification.button")}
      </Button>
      <Text style={noteStyle}>{t("account.orOpen", { url: confirmUrl })}</Text>
      <Text style={noteStyle}>{t("account.emailVerification.notYou")}</Text>
    </EmailLayout>
  );
}
