import { classes5To9Sheets } from "./classes-5-to-9";
import { sequencesGeometryAndEarlyYearsSheets } from "./sequences-geometry-and-early-years";
import { trigonometryAndAlgebraSheets } from "./trigonometry-and-algebra";
import type { ActivitySheetSeed } from "./types";

/** Every seeded toy's activity sheets: one for each of its links in ../learning-links.ts. */
export const activitySheets: ActivitySheetSeed[] = [
  ...trigonometryAndAlgebraSheets,
  ...sequencesGeometryAndEarlyYearsSheets,
  ...classes5To9Sheets,
];
