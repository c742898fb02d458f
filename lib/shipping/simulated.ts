/**
 * Reads and drives the local Shiprocket simulator (its /__simulator/ API) for the /dev/courier page
 * and the browser tests: the shipments booked with it, and a courier's next scan, which the
 * simulator reports to the store by its webhook as Shiprocket would. Nothing here exists on a
 * public store (lib/shipping/config.ts refuses the simulator there).
 */
import "server-only";
import { z } from "zod";
import { SCAN_EVENTS, type ScanEvent } from "./scan-events";
import { env } from "../env";

export { SCAN_EVENTS, type ScanEvent } from "./scan-events";

const simulatedShipment = z.object({
  channelOrderId: z.string(),
  awb: z.string().nullable(),
  courier: z.string().nullable(),
  shipmentStatus: z.string(),
  isReturn: z.boolean(),
  paymentMethod: z.string(),
  destination: z.string(),
  pickupScheduledDate: z.string().nullable(),
  scans: z.array(z.object({ date: z.string(), activity: z.string(), location: z.string() })),
  ndrActions: z.array(z.object({ action: z.string(), comments: z.string().optional() }).loose()),
  nextEvents: z.array(z.enum(SCAN_EVENTS)),
});
export type SimulatedShipment = z.infer<typeof simulatedShipment>;

function simulatorUrl(): string | null {
  const config = env().shiprocket;
  return config?.environment === "simulator" ? new URL(config.apiUrl).origin : null;
}

export const hasCourierSimulator = (): boolean => simulatorUrl() !== null;

export async function listSimulatedShipments(): Promise<SimulatedShipment[]> {
  const base = simulatorUrl();
  if (!base) return [];
  const response = await fetch(`${base}/__simulator/shipments`, { cache: "no-store" });
  return z.array(simulatedShipment).parse(await response.json());
}

/** The courier's next scan of this AWB; answers the simulator's refusal (an event out of order), if any. */
export async function sendSimulatedScan(awb: string, event: ScanEvent, reason?: string): Promise<string | null> {
  const base = simulatorUrl();
  if (!base) return "No courier simulator runs";
  const response = await fetch(`${base}/__simulator/shipments/${encodeURIComponent(awb)}/scan`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ event, ...(reason ? { reason } : {}) }),
    cache: "no-store",
  });
  if (response.ok) return null;
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return body.message ?? `The simulator answered ${response.status}`;
}
