/** Shiprocket as the store's courier provider (../provider.ts), its calls bound to the configured account. */
import "server-only";
import type { ShiprocketConfig } from "../config";
import type { CourierProvider } from "../provider";
import {
  assignAwb,
  cancelOrders,
  createOrder,
  findOrder,
  generateLabel,
  manifestUrl,
  quoteCouriers,
  schedulePickup,
  trackAwb,
} from "./client";
import { sendNdrAction } from "./ndr";
import { createReturnOrder, pickupLocationAddress } from "./returns";

export const shiprocketProvider = (config: ShiprocketConfig): CourierProvider => ({
  quote: (request) => quoteCouriers(config, request),
  findOrder: (reference) => findOrder(config, reference),
  createOrder: (parcel) => createOrder(config, parcel),
  createReturn: (parcel) => createReturnOrder(config, parcel),
  assignAwb: (shipmentId, courierId, isReturn) => assignAwb(config, shipmentId, courierId, isReturn),
  schedulePickup: (shipmentId) => schedulePickup(config, shipmentId),
  label: (shipmentIds) => generateLabel(config, shipmentIds),
  manifest: (shipments) => manifestUrl(config, shipments),
  track: (awb) => trackAwb(config, awb),
  instruct: (awb, instruction) => sendNdrAction(config, awb, instruction),
  returnAddress: () => pickupLocationAddress(config),
  cancel: (orderIds) => cancelOrders(config, orderIds),
});
