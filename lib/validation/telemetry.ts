/**
 * The browser's reports (POST /api/events, POST /api/vitals): small, of fixed names and bounded
 * values, with no room for anything else (an unknown field is refused, so no address or id).
 */
import { z } from "zod";
import {
  BROWSER_FUNNEL_STEPS,
  DEVICE_CLASSES,
  MAX_EVENTS_PER_REPORT,
  PAGE_TYPES,
  VITAL_NAMES,
} from "../analytics/report-names";
import { VITAL_RULES } from "../analytics/vital-thresholds";

/** Either report is a few hundred bytes; anything near this is not one. */
export const REPORT_MAX_BYTES = 1024;

const oneOf = (field: string, names: readonly string[]) => `${field} must be one of ${names.join(", ")}`;

export const eventsReportSchema = z.strictObject({
  events: z
    .array(z.enum(BROWSER_FUNNEL_STEPS, { error: oneOf("each event", BROWSER_FUNNEL_STEPS) }), {
      error: "events must be a list of steps",
    })
    .min(1, "events must name at least one step")
    .max(MAX_EVENTS_PER_REPORT, `A report holds at most ${MAX_EVENTS_PER_REPORT} events`),
});

const measurement = z
  .strictObject({
    name: z.enum(VITAL_NAMES, { error: oneOf("name", VITAL_NAMES) }),
    value: z.number({ error: "value must be a number" }).min(0, "value must not be negative"),
  })
  .refine(({ name, value }) => value <= VITAL_RULES[name].largestReported, {
    error: "value is out of range for its metric",
  });

export const vitalsReportSchema = z.strictObject({
  page: z.enum(PAGE_TYPES, { error: oneOf("page", PAGE_TYPES) }),
  device: z.enum(DEVICE_CLASSES, { error: oneOf("device", DEVICE_CLASSES) }),
  metrics: z
    .array(measurement, { error: "metrics must be a list of measurements" })
    .min(1, "metrics must hold at least one measurement")
    .max(VITAL_NAMES.length, `A report holds at most ${VITAL_NAMES.length} measurements`)
    .refine((metrics) => new Set(metrics.map(({ name }) => name)).size === metrics.length, {
      error: "Each metric may be reported once",
    }),
});
export type VitalsReport = z.output<typeof vitalsReportSchema>;
