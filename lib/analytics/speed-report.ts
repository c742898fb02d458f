/**
 * Real-user speed for the operator (/admin/reports/speed): the 75th percentile of each Core Web
 * Vital per kind of page and device over a period, the figure Google judges a page by, with its
 * verdict against Google's thresholds.
 */
import "server-only";
import { csvDocument } from "../csv";
import { db } from "../db";
import type { Period } from "../reports/period";
import {
  DEVICE_CLASSES,
  PAGE_TYPES,
  VITAL_NAMES,
  type DeviceClass,
  type PageType,
  type VitalName,
} from "./report-names";
import { VERDICT_LABELS, VITAL_RULES, verdictOf, vitalNumber, type Verdict } from "./vital-thresholds";

export interface VitalFigure {
  samples: number;
  /** In stored units (milliseconds, CLS in ten-thousandths); percentile_cont interpolates between two values. */
  p75: number;
  verdict: Verdict;
}

export interface SpeedRow {
  page: PageType;
  device: DeviceClass;
  /** The metrics measured on such pages in the period; a metric without a sample is absent. */
  figures: Partial<Record<VitalName, VitalFigure>>;
}

interface Percentile {
  page: PageType;
  device: DeviceClass;
  metric: VitalName;
  samples: number;
  p75: number;
}

/** Every kind of page and device measured in the period, in the lists' order, with each metric's p75. */
export async function speedReport({ from, to }: Period): Promise<SpeedRow[]> {
  const percentiles = await db().$queryRaw<Percentile[]>`
    SELECT "pageType"::text AS "page", "device"::text AS "device", "metric"::text AS "metric",
      count(*)::int AS "samples", percentile_cont(0.75) WITHIN GROUP (ORDER BY "value") AS "p75"
    FROM "web_vitals" WHERE "createdAt" >= ${from}::timestamp AND "createdAt" < ${to}::timestamp
    GROUP BY 1, 2, 3`;
  return PAGE_TYPES.flatMap((page) =>
    DEVICE_CLASSES.flatMap((device) => {
      const found = percentiles.filter((row) => row.page === page && row.device === device);
      if (found.length === 0) return [];
      const figures = Object.fromEntries(
        found.map(({ metric, samples, p75 }) => [metric, { samples, p75, verdict: verdictOf(metric, p75) }]),
      );
      return [{ page, device, figures }];
    }),
  );
}

export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  home: "Home",
  shop: "Shop",
  product: "Product",
  cart: "Cart",
  checkout: "Checkout",
  post: "Blog post",
  other: "Other",
};

export const DEVICE_LABELS: Record<DeviceClass, string> = { mobile: "Mobile", desktop: "Desktop" };

/** The report as CSV (GET /api/admin/reports/speed): a row per kind of page, device and metric measured. */
export function speedCsv(rows: readonly SpeedRow[]): string {
  return csvDocument(
    ["Page type", "Device", "Metric", "Unit", "Samples", "p75", "Good up to", "Poor above", "Verdict"],
    rows.flatMap(({ page, device, figures }) =>
      VITAL_NAMES.flatMap((metric) => {
        const figure = figures[metric];
        if (!figure) return [];
        const { good, poor } = VITAL_RULES[metric];
        return [
          [
            PAGE_TYPE_LABELS[page],
            DEVICE_LABELS[device],
            metric,
            metric === "CLS" ? "score" : "ms",
            String(figure.samples),
            vitalNumber(metric, figure.p75),
            vitalNumber(metric, good),
            vitalNumber(metric, poor),
            VERDICT_LABELS[figure.verdict],
          ],
        ];
      }),
    ),
  );
}
