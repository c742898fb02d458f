/**
 * Labels and manifests (note §8). The API answers links; the PDFs behind them are served without
 * a token under /labels/ and /manifests/, as Shiprocket's S3 links are. Returns get neither.
 */
import type { ServerResponse } from "node:http";
import { z } from "zod";
import type { ApiRequest, SimulatorContext } from "./context";
import { ApiError, sendJson, type ApiReply } from "./http";
import { renderLabels, renderManifest } from "./pdf";
import type { Shipment } from "./state";
import { BEFORE_PICKUP } from "./statuses";
import { id, validate } from "./validation";

const idsSchema = z.object({ shipment_id: z.array(id()).min(1) });

const labelled = (shipment: Shipment | undefined): shipment is Shipment =>
  Boolean(shipment?.awb) && !shipment?.isReturn && shipment?.stage !== "cancelled";

export function handleGenerateLabel(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const { shipment_id: ids } = validate(idsSchema, request.body);
  const valid = ids.filter((shipmentId) => labelled(ctx.state.byShipmentId(shipmentId)));
  const notCreated = ids.filter((shipmentId) => !valid.includes(shipmentId));
  if (!valid.length) {
    return {
      status: 200,
      body: { label_created: 0, not_created: notCreated, response: "No valid shipment ids to print label" },
    };
  }
  return {
    status: 200,
    body: {
      label_created: 1,
      label_url: `${ctx.baseUrl()}/labels/${valid.join("-")}.pdf`,
      response: "Label has been created and uploaded successfully!",
      not_created: notCreated,
    },
  };
}

export function handleGenerateManifest(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const { shipment_id: ids } = validate(idsSchema, request.body);
  const shipments = ids.map((shipmentId) => ctx.state.byShipmentId(shipmentId)).filter(labelled);
  const already = shipments.filter((shipment) => shipment.manifested).map((shipment) => shipment.shipmentId);
  if (already.length) {
    const message = "Manifest already generated for some shipment_ids, please use Print manifest API to print it.";
    throw new ApiError(400, message, { message, already_manifested_shipment_ids: already });
  }
  // A manifest lists shipments handed over at pickup: scheduled, not yet collected.
  const ready = shipments.filter((shipment) => shipment.pickupScheduledFor && BEFORE_PICKUP.includes(shipment.stage));
  if (!ready.length) return { status: 200, body: { status: 0, manifest_url: "" } };
  const manifestId = ctx.state.nextManifestId();
  const shipmentIds = ready.map((shipment) => shipment.shipmentId);
  ctx.state.manifests.set(manifestId, { shipmentIds, createdAt: ctx.config.now() });
  for (const shipment of ready) {
    shipment.manifested = true;
    shipment.stage = "manifested";
  }
  return { status: 200, body: { status: 1, manifest_url: `${ctx.baseUrl()}/manifests/${manifestId}.pdf` } };
}

const printSchema = z.object({ order_ids: z.array(id()).min(1) });

/** POST /manifests/print: the manifest already made for these orders' shipments, by Shiprocket order ids. */
export function handlePrintManifest(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const { order_ids: orderIds } = validate(printSchema, request.body);
  const shipmentIds = orderIds.map((orderId) => ctx.state.byOrderId(orderId)?.shipmentId);
  // As documented: an unknown order leaks PHP's own complaint.
  if (shipmentIds.includes(undefined)) throw new ApiError(500, "Invalid argument supplied for foreach()");
  const listed = [...ctx.state.manifests].find(([, manifest]) =>
    shipmentIds.some((shipmentId) => manifest.shipmentIds.includes(shipmentId!)),
  );
  return {
    status: 200,
    body: { manifest_url: listed ? `${ctx.baseUrl()}/manifests/${listed[0]}.pdf` : "" },
  };
}

function sendPdf(response: ServerResponse, pdf: Buffer) {
  response.writeHead(200, { "Content-Type": "application/pdf", "Content-Length": pdf.length });
  response.end(pdf);
}

/** GET /labels/<id>[-<id>…].pdf and /manifests/<id>.pdf; anything else is S3's missing key. */
export async function serveDocument(ctx: SimulatorContext, path: string, response: ServerResponse) {
  const label = /^\/labels\/(\d+(?:-\d+)*)\.pdf$/.exec(path);
  const shipments = label?.[1]?.split("-").map((shipmentId) => ctx.state.byShipmentId(Number(shipmentId)));
  if (shipments?.every(labelled)) return sendPdf(response, await renderLabels(shipments));
  const manifest = /^\/manifests\/(\d+)\.pdf$/.exec(path);
  const listed = ctx.state.manifests.get(Number(manifest?.[1]));
  if (listed) {
    const manifested = listed.shipmentIds.flatMap((shipmentId) => ctx.state.byShipmentId(shipmentId) ?? []);
    return sendPdf(response, await renderManifest(Number(manifest?.[1]), manifested, listed.createdAt));
  }
  sendJson(response, 404, { message: "The specified key does not exist.", code: "NoSuchKey" });
}
