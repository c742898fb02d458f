/**
 * Shiprocket's two status tables (note §9): the order table (`status_code` of orders, NDR rows and
 * the webhook's `current_status_id`) and the shipment table (tracking `shipment_status`, the
 * webhook's `shipment_status_id`, scans' `sr-status`). A shipment keeps one stage and reads both
 * codes from it, so the two can never disagree. Return orders have their own order codes.
 */

import { SCAN_EVENTS } from "../../lib/shipping/scan-events";

type Code = readonly [code: number, label: string];

interface StageCodes {
  shipment: Code;
  order: Code;
  /** The order code of a return order at this stage, when it differs. */
  returnOrder?: Code;
}

const STAGES = {
  // [unconf] The shipment code before an AWB; "PENDING" is the shipment table's waiting state.
  new: { shipment: [11, "PENDING"], order: [1, "NEW"], returnOrder: [21, "RETURN PENDING"] },
  awb_assigned: { shipment: [1, "AWB ASSIGNED"], order: [3, "READY TO SHIP"], returnOrder: [22, "RETURN INITIATED"] },
  pickup_scheduled: {
    shipment: [3, "PICKUP SCHEDULED"],
    order: [4, "PICKUP SCHEDULED"],
    returnOrder: [28, "RETURN PICKUP GENERATED"],
  },
  manifested: {
    shipment: [5, "MANIFEST GENERATED"],
    order: [4, "PICKUP SCHEDULED"],
    returnOrder: [28, "RETURN PICKUP GENERATED"],
  },
  cancelled: { shipment: [8, "CANCELED"], order: [5, "CANCELED"], returnOrder: [27, "RETURN CANCELLED"] },
  out_for_pickup: {
    shipment: [19, "OUT FOR PICKUP"],
    order: [34, "OUT FOR PICKUP"],
    returnOrder: [47, "RETURN OUT FOR PICKUP"],
  },
  picked_up: { shipment: [42, "PICKED UP"], order: [51, "PICKED UP"], returnOrder: [32, "RETURN PICKED UP"] },
  in_transit: { shipment: [18, "IN TRANSIT"], order: [20, "IN TRANSIT"], returnOrder: [25, "RETURN IN TRANSIT"] },
  reached_destination_hub: {
    shipment: [38, "REACHED AT DESTINATION HUB"],
    order: [43, "REACHED DESTINATION HUB"],
    returnOrder: [25, "RETURN IN TRANSIT"],
  },
  out_for_delivery: {
    shipment: [17, "OUT FOR DELIVERY"],
    order: [19, "OUT FOR DELIVERY"],
    returnOrder: [48, "RETURN OUT FOR DELIVERY"],
  },
  delivered: { shipment: [7, "DELIVERED"], order: [7, "DELIVERED"], returnOrder: [26, "RETURN DELIVERED"] },
  undelivered: { shipment: [21, "UNDELIVERED"], order: [36, "UNDELIVERED"], returnOrder: [50, "RETURN UNDELIVERED"] },
  rto_initiated: { shipment: [9, "RTO INITIATED"], order: [15, "RTO INITIATED"] },
  rto_in_transit: { shipment: [46, "RTO IN TRANSIT"], order: [55, "RTO IN TRANSIT"] },
  rto_delivered: { shipment: [10, "RTO DELIVERED"], order: [16, "RTO DELIVERED"] },
  lost: { shipment: [12, "LOST"], order: [33, "LOST"] },
} as const satisfies Record<string, StageCodes>;

export type Stage = keyof typeof STAGES;

/** Stages a courier scan can move a shipment to, as the control's `scan` names them. */
export { SCAN_EVENTS, type ScanEvent } from "../../lib/shipping/scan-events";

// Every scan is a stage of its own.
SCAN_EVENTS satisfies readonly Stage[];

export interface StatusCodes {
  shipmentStatusId: number;
  shipmentStatus: string;
  orderStatusId: number;
  orderStatus: string;
}

export function statusOf(stage: Stage, isReturn: boolean): StatusCodes {
  const codes: StageCodes = STAGES[stage];
  const [orderStatusId, orderStatus] = (isReturn && codes.returnOrder) || codes.order;
  return { shipmentStatusId: codes.shipment[0], shipmentStatus: codes.shipment[1], orderStatusId, orderStatus };
}

/** Before the courier has it: the AWB can still be cancelled and the courier changed. */
export const BEFORE_PICKUP: readonly Stage[] = ["new", "awb_assigned", "pickup_scheduled", "manifested"];
