/**
 * What the store asks of a courier provider and what it answers, in the store's terms (paise,
 * dates, string ids). Shiprocket (./shiprocket/) is the one that books; an operator's own courier
 * is recorded by hand on the order (lib/orders/couriers.ts).
 */
import type { Paise } from "../money";

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
