/**
 * The frame of every e-mail the store sends, in the store's look (brand blue, white card, amber
 * accent): a header with the store's name, the message, and a footer with the store's contact, in
 * the e-mail's language.
 */
import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { LANGUAGE_TAGS, type Locale } from "../i18n/locales";
import { storeContact } from "../store-contact";
import type { EmailTexts } from "./texts";

export const colors = {
  brand: "#1d5fd0",
  brandDark: "#10306a",
  brandLight: "#eef6ff",
  accent: "#d97706",
  muted: "#4b5563",
};

export const font = {
  fontFamily: "Segoe UI, Roboto, Helvetica, Arial, sans-serif",
  fontSize: "15px",
  lineHeight: "22px",
};

/** Which of the store's contacts the footer names. */
function contactChoice(): "both" | "email" | "phone" | "none" {
  const [email, phone] = [Boolean(storeContact.email), Boolean(storeContact.phones[0])];
  if (email) return phone ? "both" : "email";
  return phone ? "phone" : "none";
}

export function EmailLayout({
  locale,
  texts,
  preview,
  headline,
  children,
}: {
  locale: Locale;
  texts: EmailTexts;
  preview: string;
  headline: string;
  children: ReactNode;
}) {
  return (
    <Html lang={LANGUAGE_TAGS[locale].lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.brandLight, margin: 0, padding: "24px 0", ...font }}>
        <Container
          style={{ backgroundColor: "#ffffff", borderRadius: "8px", maxWidth: "600px", padding: "0 24px 16px" }}
        >
          <Section style={{ borderBottom: `3px solid ${colors.accent}`, padding: "16px 0" }}>
            <Text style={{ color: colors.brand, fontSize: "22px", fontWeight: 700, margin: 0 }}>
              {texts("layout.brand")}
            </Text>
          </Section>
          <Heading as="h1" style={{ color: colors.brandDark, fontSize: "20px", margin: "20px 0 8px" }}>
            {headline}
          </Heading>
          {children}
          <Hr style={{ margin: "24px 0 8px" }} />
          <Text style={{ color: colors.muted, fontSize: "13px", margin: 0 }}>
            {texts("layout.footer", {
              contact: contactChoice(),
              email: storeContact.email,
              phone: storeContact.phones[0] ?? "",
            })}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
