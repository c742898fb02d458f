/**
 * The papers of a day's pickup, as Shiprocket makes them: each parcel's shipping label (the
 * courier's own, its barcode and routing codes the courier's), on 4×6 inch thermal labels one per
 * page or two side by side on A4 at full size for an office printer; and the manifest the courier
 * signs for the parcels it takes.
 */
import "server-only";
import { PDFDocument } from "pdf-lib";
import { db } from "../db";
import { env } from "../env";
import { conflict, notFound } from "../http/errors";
import { courierProvider } from "./courier";
import { LIVE_FORWARD_SHIPMENT } from "./shipping-queue";

export type LabelFormat = "4x6" | "a4";

const POINTS_PER_INCH = 72;
const A4 = { width: 595.28, height: 841.89 };
const LABEL = { width: 4 * POINTS_PER_INCH, height: 6 * POINTS_PER_INCH };

/** Only Shiprocket's own HTTPS links (or the simulator's) are fetched: a label URL is never a way into the network. */
function labelSource(url: string): URL {
  const config = env().shiprocket;
  const parsed = new URL(url);
  const trusted =
    config?.environment === "simulator"
      ? parsed.origin === new URL(config.apiUrl).origin
      : parsed.protocol === "https:";
  if (!trusted) throw conflict("A document link did not come from Shiprocket");
  return parsed;
}

async function fetchPdf(url: string): Promise<ArrayBuffer> {
  const response = await fetch(labelSource(url), { signal: AbortSignal.timeout(15_000), cache: "no-store" });
  if (!response.ok) throw conflict("Shiprocket's document could not be downloaded: try again");
  return response.arrayBuffer();
}

async function fetchLabel(url: string): Promise<PDFDocument> {
  const bytes = await fetchPdf(url);
  try {
    return await PDFDocument.load(bytes);
  } catch {
    throw conflict("Shiprocket's label is not a readable PDF: try again");
  }
}

export async function shipmentLabels(shipmentIds: string[], format: LabelFormat): Promise<Uint8Array> {
  const shipments = await db().shipment.findMany({
    where: { id: { in: shipmentIds }, state: { not: "CANCELLED" }, labelUrl: { not: null } },
    select: { id: true, labelUrl: true },
  });
  if (shipments.length === 0) throw notFound("No label to print for these shipments");
  const order = new Map(shipmentIds.map((id, index) => [id, index]));
  shipments.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const output = await PDFDocument.create();
  let sheet = null;
  let onSheet = 0;
  for (const { labelUrl } of shipments) {
    const label = await fetchLabel(labelUrl!);
    if (format === "4x6") {
      for (const page of await output.copyPages(label, label.getPageIndices())) output.addPage(page);
      continue;
    }
    for (const embedded of await output.embedPdf(label, label.getPageIndices())) {
      if (!sheet || onSheet === 2) [sheet, onSheet] = [output.addPage([A4.width, A4.height]), 0];
      // Two labels side by side at full size, centred across the sheet's width, from its top.
      const margin = (A4.width - 2 * LABEL.width) / 2;
      sheet.drawPage(embedded, {
        x: margin + onSheet * LABEL.width,
        y: A4.height - margin - LABEL.height,
        width: LABEL.width,
        height: LABEL.height,
      });
      onSheet += 1;
    }
  }
  return output.save();
}

/** The labels of these orders' booked parcels, in the order asked; an order without one is left out. */
export async function orderLabels(orderIds: readonly string[], format: LabelFormat): Promise<Uint8Array> {
  const shipments = await db().shipment.findMany({
    where: { orderId: { in: [...orderIds] }, ...LIVE_FORWARD_SHIPMENT },
    select: { id: true, orderId: true },
  });
  const position = new Map(orderIds.map((id, index) => [id, index]));
  shipments.sort((a, b) => position.get(a.orderId)! - position.get(b.orderId)!);
  if (shipments.length === 0) throw notFound("None of these orders is booked with a courier: book them first");
  return shipmentLabels(
    shipments.map(({ id }) => id),
    format,
  );
}

/** The manifest of these booked shipments, for the courier to sign at the pickup. */
export async function pickupManifest(shipmentIds: string[]): Promise<Uint8Array> {
  const provider = courierProvider();
  const shipments = await db().shipment.findMany({
    where: { id: { in: shipmentIds }, state: "BOOKED", direction: "FORWARD" },
    select: { providerOrderId: true, providerShipmentId: true },
  });
  const booked = shipments.flatMap(({ providerOrderId, providerShipmentId }) =>
    providerOrderId && providerShipmentId ? [{ providerOrderId, providerShipmentId }] : [],
  );
  if (!provider || booked.length === 0) throw notFound("No booked parcel waiting for its pickup among these");
  return new Uint8Array(await fetchPdf(await provider.manifest(booked)));
}
