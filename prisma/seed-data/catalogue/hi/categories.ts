import type { SeedCategory } from "../../types";

/** The Hindi name of each product category. */
export const categoryNamesHindi: Record<SeedCategory, string> = {
  Trigonometry: "त्रिकोणमिति",
  Algebra: "बीजगणित",
  Geometry: "ज्यामिति",
  Arithmetic: "अंकगणित",
  "Logic & Coding": "तर्क और कोडिंग",
  Science: "विज्ञान",
};
