/**
 * The parts of Shiprocket's answers the store reads (../shared/notes/shiprocket.md §4–§11), as
 * documented: numbers often come as strings, so each is coerced; what the store does not read is
 * dropped.
 */
import { z } from "zod";

const int = z.coerce.number().int();
const optionalText = z.string().nullish();

export const serviceabilityAnswer = z.object({
  status: z.coerce.number().optional(),
  message: z.string().optional(),
  data: z
    .object({
      available_courier_companies: z.array(
        z.object({
          courier_company_id: int,
          courier_name: z.string(),
          rate: z.coerce.number(),
          cod_charges: z.coerce.number().default(0),
          estimated_delivery_days: z.coerce.number().nullish(),
          etd: optionalText,
          rating: z.coerce.number().nullish(),
          cod: z.coerce.number(),
          blocked: z.coerce.number().default(0),
        }),
      ),
      recommended_courier_company_id: int.nullish(),
    })
    .optional(),
});

export const createdOrder = z.object({
  order_id: int,
  shipment_id: int,
  status_code: int,
  awb_code: optionalText,
});

export const orderList = z.object({
  data: z.array(
    z.object({
      id: int,
      channel_order_id: z.coerce.string(),
      status_code: int,
      shipments: z
        .array(z.object({ id: int, awb: optionalText }))
        .or(z.object({ id: int, awb: optionalText }).transform((shipment) => [shipment]))
        .default([]),
    }),
  ),
});

export const awbAssignment = z.object({
  awb_assign_status: int,
  message: z.string().optional(),
  response: z
    .object({
      data: z.object({
        awb_code: z.coerce.string().optional(),
        courier_company_id: int.optional(),
        courier_name: z.string().optional(),
        awb_assign_error: z.string().optional(),
      }),
    })
    .optional(),
});

export const pickupAnswer = z.object({
  pickup_status: int,
  response: z.object({ pickup_scheduled_date: optionalText, data: z.string().optional() }).optional(),
});

export const manifestAnswer = z.object({ manifest_url: optionalText });

export const labelAnswer = z.object({
  label_created: int,
  label_url: optionalText,
  response: z.string().optional(),
});

const activity = z.object({
  date: z.string(),
  status: z.coerce.string().default(""),
  activity: z.string().default(""),
  location: z.string().default(""),
  "sr-status": z.coerce.string().default("NA"),
  "sr-status-label": z.string().optional(),
});

export const trackingAnswer = z.object({
  tracking_data: z.object({
    track_status: int.optional(),
    shipment_status: int.nullish(),
    shipment_track: z.array(z.object({ edd: optionalText, current_status: optionalText })).nullish(),
    shipment_track_activities: z.array(activity).nullish(),
    etd: optionalText,
    error: z.string().optional(),
  }),
});

export type TrackingAnswer = z.output<typeof trackingAnswer>;
