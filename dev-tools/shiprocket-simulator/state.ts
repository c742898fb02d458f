import { randomInt } from "node:crypto";
/** What the simulated Shiprocket account holds, in memory only: orders with their one shipment each. */
import type { Stage } from "./statuses";

export interface Place {
  name: string;
  address: string;
  address2?: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  phone: string;
  email?: string;
}

export interface Item {
  name: string;
  sku: string;
  units: number;
  sellingPrice: number;
  discount: number;
  tax: number;
  hsn?: string;
}

/** One tracking activity, exactly as tracking and webhooks print it. */
export interface Scan {
  date: string;
  status: string;
  activity: string;
  location: string;
  "sr-status": string;
  "sr-status-label": string;
}

export type NdrActionName = "re-attempt" | "return" | "fake-attempt";

/** What the store sent to `POST /ndr/{awb}/action`, as received. */
export interface NdrAction {
  action: NdrActionName;
  comments: string;
  phone?: string;
  address1?: string;
  address2?: string;
  deferred_date?: string;
  proof_audio?: string;
  proof_image?: string;
  remarks?: string;
  at: string;
}

/** One failed delivery attempt as the NDR list shows it. */
export interface NdrAttempt {
  reason: string;
  attempt: number;
  raisedAt: Date;
}

/** A Shiprocket order and its shipment; the API's two ids and the channel's own id. */
export interface Shipment {
  orderId: number;
  shipmentId: number;
  channelOrderId: string;
  channelId: number;
  isReturn: boolean;
  createdAt: Date;
  orderDate: string;
  /** The seller's pickup nickname (forward orders only). */
  pickupLocation: string | null;
  /** Where the courier collects: the seller's location, or the customer for a return. */
  origin: Place;
  destination: Place;
  paymentMethod: "COD" | "Prepaid";
  subTotal: number;
  items: Item[];
  weight: number;
  dimensions: { length: number; breadth: number; height: number };
  stage: Stage;
  awb: string | null;
  courierId: number | null;
  awbAssignedAt: Date | null;
  reassignedAt: Date | null;
  /** Rupees the wallet paid for the current AWB, refunded when it is cancelled. */
  charged: number;
  pickupScheduledFor: Date | null;
  manifested: boolean;
  edd: Date | null;
  /** Newest first, as Shiprocket lists them. */
  scans: Scan[];
  pickedUpAt: Date | null;
  deliveredAt: Date | null;
  ndrId: number | null;
  ndrAttempts: NdrAttempt[];
  ndrActions: NdrAction[];
}

/** What the next API call answers instead: an HTTP status, optionally only for calls under a path. */
export interface Fault {
  httpStatus: number;
  path?: string;
}

/** One API call the simulator received. */
export interface ApiCall {
  method: string;
  path: string;
  status: number;
  at: string;
}

const FIRST_ORDER_ID = 781_234_567;
const FIRST_SHIPMENT_ID = 779_876_543;

export function createState(walletBalance: number) {
  const shipments: Shipment[] = [];
  /** Each manifest's shipments and when it was made, by manifest id. */
  const manifests = new Map<number, { shipmentIds: number[]; createdAt: Date }>();
  // Real AWBs are unique across every account: a random start keeps two simulators' (two test
  // files', or a restarted one's) from colliding in one store database.
  let awbSerial = randomInt(0, 9_000_000_000);
  let ndrSerial = 0;
  return {
    shipments,
    manifests,
    faults: [] as Fault[],
    calls: [] as ApiCall[],
    offline: false,
    wallet: walletBalance,
    nextIds: () => ({ orderId: FIRST_ORDER_ID + shipments.length, shipmentId: FIRST_SHIPMENT_ID + shipments.length }),
    /** A 14-digit AWB: the courier's prefix, then a serial. */
    nextAwb: (prefix: string) => `${prefix}${String(++awbSerial).padStart(10, "0")}`,
    nextNdrId: () => 5_100_000 + ++ndrSerial,
    nextManifestId: () => 90_000 + manifests.size + 1,
    byShipmentId: (id: number) => shipments.find((shipment) => shipment.shipmentId === id),
    byOrderId: (id: number) => shipments.find((shipment) => shipment.orderId === id),
    byAwb: (awb: string) => shipments.find((shipment) => shipment.awb === awb),
    byChannelOrderId: (channelOrderId: string) =>
      shipments.find((shipment) => shipment.channelOrderId === channelOrderId),
  };
}

export type SimulatorState = ReturnType<typeof createState>;
