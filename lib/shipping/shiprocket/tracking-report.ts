/** A tracking answer in the store's terms: the shipment status, its scans oldest first, the expected date. */
import type { TrackingReport } from "../provider";
import type { TrackingAnswer } from "./schemas";
import { parseShiprocketTime } from "./times";

export function trackingReport({ tracking_data: data }: TrackingAnswer): TrackingReport {
  const scans = (data.shipment_track_activities ?? []).flatMap((scan) => {
    const at = parseShiprocketTime(scan.date);
    if (!at) return [];
    const code = Number(scan["sr-status"]);
    return [
      {
        at,
        // "NA": a scan Shiprocket does not map to any of its statuses.
        statusCode: Number.isInteger(code) ? code : null,
        statusLabel: scan["sr-status-label"] ?? "",
        activity: scan.activity,
        location: scan.location,
        courierCode: scan.status,
      },
    ];
  });
  // Listed newest first; scans of the same second keep their order when turned oldest first.
  scans.reverse().sort((a, b) => a.at.getTime() - b.at.getTime());
  const track = data.shipment_track?.[0];
  return {
    statusCode: data.track_status === 0 ? null : (data.shipment_status ?? null),
    scans,
    expectedBy: parseShiprocketTime(track?.edd) ?? parseShiprocketTime(data.etd),
  };
}
