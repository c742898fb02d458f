/**
 * What the store asks of a courier provider and what it answers, in the store's terms (paise,
 * dates, string ids): `CourierProvider`, which Shiprocket implements (./shiprocket/provider.ts).
 * The other way a parcel leaves is the manual courier: with no provider configured
 * (SHIPROCKET_ENV=off), or for a parcel an operator hands to a courier of their own, the operator
 * records the courier and its number with the move to Shipped (lib/orders/couriers.ts links it).
 */
import type { Paise } from "../money";

/** A parcel to price: where it goes, how heavy, whether the courier collects cash. */
export interface QuoteRequest {
  deliveryPincode: string;
  weightGrams: number;
  cod: boolean;
  declaredValue: number;
  timeoutMs?: number;
}

/** One courier able to carry a parcel, with what it charges the store and when it delivers. */
export interface CourierQuote {
  courierId: number;
  name: string;
  charge: Paise;
  codCharge: Paise;
  /** Days in transit, as the provider estimates them. */
  days: number | null;
  expectedBy: Date | null;
  cod: boolean;
  rating: number | null;
  recommended: boolean;
}

/** An order as a parcel: who gets it, what is in it, how it is paid. */
export interface ParcelOrder {
  reference: string;
  placedAt: Date;
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    street: string;
    city: string;
    state: string;
    pincode: string;
  };
  items: { name: string; sku: string; units: number; unitPrice: Paise; gstRate: number; hsnCode: string }[];
  cashOnDelivery: boolean;
  shipping: Paise;
  /** What the courier collects for cash on delivery; a prepaid parcel's value otherwise. */
  total: Paise;
  weightGrams: number;
}

export interface ProviderOrder {
  providerOrderId: string;
  providerShipmentId: string;
  awb: string | null;
  /** The provider holds it as cancelled: a dead order, nothing to ship with it. */
  cancelled: boolean;
}

export interface AwbAssignment {
  awb: string;
  courierId: number | null;
  courierName: string | null;
}

export interface TrackedScan {
  at: Date;
  /** Shiprocket's shipment status code of the scan, null when it maps to none. */
  statusCode: number | null;
  statusLabel: string;
  activity: string;
  location: string;
  courierCode: string;
}

export interface TrackingReport {
  /** The shipment's current status code, null before the first scan. */
  statusCode: number | null;
  /** Oldest first. */
  scans: TrackedScan[];
  expectedBy: Date | null;
}

/** What the courier is told to do with an undelivered parcel (an NDR). */
export interface NdrInstruction {
  action: "re-attempt" | "return";
  comments: string;
  phone?: string;
  /** Shiprocket's second address line: the landmark the courier asked for. */
  address2?: string;
  /** "YYYY-MM-DD": the day the customer will be there. */
  deferredDate?: string;
}

/** A return's reverse pickup: the customer is where the courier collects, the store where it delivers. */
export interface ReturnParcel {
  reference: string;
  placedAt: Date;
  customer: ParcelOrder["customer"];
  store: { name: string; street: string; city: string; state: string; pincode: string; phone: string; email: string };
  items: ParcelOrder["items"];
  value: number;
  weightGrams: number;
}

/** A courier provider: books, prints, tracks and instructs, as the store's shipping asks. */
export interface CourierProvider {
  /** The couriers able to carry such a parcel, with their price and date. */
  quote(request: QuoteRequest): Promise<CourierQuote[]>;
  /** The order there by the store's reference, or null: how a step whose answer was lost finds what it did. */
  findOrder(reference: string): Promise<ProviderOrder | null>;
  /** Creates the order there; a repeated reference answers the order it has (how an interrupted booking finds it). */
  createOrder(parcel: ParcelOrder): Promise<ProviderOrder>;
  createReturn(parcel: ReturnParcel): Promise<ProviderOrder>;
  assignAwb(providerShipmentId: string, courierId: number | null, isReturn?: boolean): Promise<AwbAssignment>;
  /** Asks for the pickup; answers its day. */
  schedulePickup(providerShipmentId: string): Promise<Date | null>;
  /** The labels' PDF link. */
  label(providerShipmentIds: string[]): Promise<string>;
  /** The pickup manifest's PDF link. */
  manifest(shipments: { providerOrderId: string; providerShipmentId: string }[]): Promise<string>;
  track(awb: string): Promise<TrackingReport>;
  instruct(awb: string, instruction: NdrInstruction): Promise<void>;
  /** Where returns are delivered: the store's pickup location. */
  returnAddress(): Promise<ReturnParcel["store"]>;
  /** Cancels orders not yet picked up. */
  cancel(providerOrderIds: string[]): Promise<void>;
}
