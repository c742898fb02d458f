/** The "Our Story" page's content (SPEC §2) in each language: values, leadership, advisors and testimonials. */
import type { Locale } from "@/lib/i18n/locales";
import { aboutEn } from "./about-content.en";
import { aboutHi } from "./about-content.hi";
import type { AboutContent } from "./about-types";

export type { AboutContent, CompanyValue, Person, Testimonial } from "./about-types";

export const aboutContent: Record<Locale, AboutContent> = { en: aboutEn, hi: aboutHi };
