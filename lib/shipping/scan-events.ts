/**
 * The courier scans a tester can make on the local Shiprocket simulator, in the order a parcel
 * meets them: the simulator (dev-tools/shiprocket-simulator/) acts them, /dev/courier offers them.
 */
export const SCAN_EVENTS = [
  "out_for_pickup",
  "picked_up",
  "in_transit",
  "reached_destination_hub",
  "out_for_delivery",
  "delivered",
  "undelivered",
  "rto_initiated",
  "rto_in_transit",
  "rto_delivered",
  "lost",
] as const;

export type ScanEvent = (typeof SCAN_EVENTS)[number];
