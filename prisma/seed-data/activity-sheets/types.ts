/**
 * An activity sheet (#37): a short guided activity with one toy for one topic it serves (a link of
 * ../learning-links.ts), with questions and their answers, in English and Hindi. The store prints
 * it as an A4 PDF in either language (lib/learning/activity-sheet-pdf.ts).
 */
export interface ActivitySheetSeed {
  /** The product's id in the seeded catalogue, as in ../learning-links.ts. */
  product: string;
  /** The topic's slug, as in the product's link in ../learning-links.ts. */
  topic: string;
  /** At most 80 characters: "Angle match: the ratios of 30°, 45° and 60°". */
  title: { en: string; hi: string };
  /** What the child practises and with what, in one or two sentences (at most 300 characters). */
  goal: { en: string; hi: string };
  /** Three to six steps with the toy, in order (each at most 300 characters). */
  steps: { en: string; hi: string }[];
  /** Three to five questions the activity prepares for, each with its worked answer (each at most 300 characters). */
  questions: { question: { en: string; hi: string }; answer: { en: string; hi: string } }[];
}
