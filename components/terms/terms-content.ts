/** /terms in each language: its head (title ≤ 60 and description ≤ 160 characters), heading and body. */
import type { ComponentType } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { site } from "@/lib/site";
import { TermsEn } from "./terms-en";
import { TermsHi } from "./terms-hi";

export interface TermsPageContent {
  title: string;
  description: string;
  /** The page's <h1>. */
  heading: string;
  /** Everything under the heading: the policies, the Grievance Officer, the FAQ. */
  Body: ComponentType;
}

export const termsPage: Record<Locale, TermsPageContent> = {
  en: {
    title: "Terms, privacy, refunds and shipping",
    description: `The terms of sale, privacy policy, refund and cancellation policy, shipping policy and Grievance Officer of ${site.name}.`,
    heading: "Terms & Policies",
    Body: TermsEn,
  },
  hi: {
    title: "नियम, गोपनीयता, रिफ़ंड और शिपिंग",
    description: `${site.name} की बिक्री की शर्तें, गोपनीयता नीति, रिफ़ंड और रद्दीकरण नीति, शिपिंग नीति और शिकायत अधिकारी की जानकारी।`,
    heading: "नियम और नीतियाँ",
    Body: TermsHi,
  },
};
