/**
 * Courier settings from configuration (lib/env.ts). Without credentials a store on this machine
 * books with the local Shiprocket simulator; a public store is refused the simulator and either
 * names its Shiprocket API user, pickup location and webhook token, or ships by hand ("off": the
 * operator types the courier and tracking number, as before the store booked couriers).
 */
import { simulatorCredential } from "../simulator-credential";

/** Where the local Shiprocket simulator listens unless SHIPROCKET_SIMULATOR_URL says otherwise. */
export const DEFAULT_SHIPROCKET_SIMULATOR_URL = "http://127.0.0.1:4040";

/** The simulator's account and warehouse: what the store and the simulator agree on when nothing is configured. */
export const SIMULATOR_SHIPROCKET_ACCOUNT = {
  email: "api-user@ganitplay.example",
  password: "simulator-password",
  pickupLocation: "GanitPlay Warehouse",
  pickupPincode: "342001",
} as const;

/** A parcel's box when the operator does not say otherwise: length × breadth × height in cm. */
const DEFAULT_PARCEL_CM = { length: 25, breadth: 20, height: 10 };

export interface ParcelSize {
  length: number;
  breadth: number;
  height: number;
}

export interface ShiprocketConfig {
  environment: "simulator" | "live";
  /** Shiprocket's API v1 external, or the simulator's. */
  apiUrl: string;
  /** The API user (Settings → API), not the panel login. */
  email: string;
  password: string;
  /** The pickup location's nickname exactly as in the panel, and its pincode (rates are quoted from it). */
  pickupLocation: string;
  pickupPincode: string;
  /** The security token set with the webhook in the panel: Shiprocket sends it as x-api-key. */
  webhookToken: string;
  parcel: ParcelSize;
}

export interface ShippingVariables {
  SHIPROCKET_ENV?: "simulator" | "live" | "off";
  SHIPROCKET_API_EMAIL?: string;
  SHIPROCKET_API_PASSWORD?: string;
  SHIPROCKET_PICKUP_LOCATION?: string;
  SHIPROCKET_PICKUP_PINCODE?: string;
  SHIPROCKET_WEBHOOK_TOKEN?: string;
  SHIPROCKET_SIMULATOR_URL?: string;
  SHIPPING_PARCEL_CM?: ParcelSize;
}

export function shiprocketConfig(raw: ShippingVariables, isPublic: boolean): ShiprocketConfig | null | string {
  const environment = raw.SHIPROCKET_ENV ?? (isPublic ? undefined : "simulator");
  if (!environment) return "SHIPROCKET_ENV is required when SITE_URL is public (live or off)";
  if (environment === "off") return null;
  const parcel = raw.SHIPPING_PARCEL_CM ?? DEFAULT_PARCEL_CM;
  if (environment === "simulator") {
    if (isPublic) return "The Shiprocket simulator cannot be used when SITE_URL is public";
    return {
      environment,
      apiUrl: `${(raw.SHIPROCKET_SIMULATOR_URL ?? DEFAULT_SHIPROCKET_SIMULATOR_URL).replace(/\/+$/, "")}/v1/external`,
      email: raw.SHIPROCKET_API_EMAIL ?? SIMULATOR_SHIPROCKET_ACCOUNT.email,
      password: raw.SHIPROCKET_API_PASSWORD ?? SIMULATOR_SHIPROCKET_ACCOUNT.password,
      pickupLocation: raw.SHIPROCKET_PICKUP_LOCATION ?? SIMULATOR_SHIPROCKET_ACCOUNT.pickupLocation,
      pickupPincode: raw.SHIPROCKET_PICKUP_PINCODE ?? SIMULATOR_SHIPROCKET_ACCOUNT.pickupPincode,
      webhookToken: raw.SHIPROCKET_WEBHOOK_TOKEN ?? simulatorCredential(),
      parcel,
    };
  }
  const { SHIPROCKET_API_EMAIL, SHIPROCKET_API_PASSWORD, SHIPROCKET_PICKUP_LOCATION } = raw;
  const { SHIPROCKET_PICKUP_PINCODE, SHIPROCKET_WEBHOOK_TOKEN } = raw;
  if (
    !SHIPROCKET_API_EMAIL ||
    !SHIPROCKET_API_PASSWORD ||
    !SHIPROCKET_PICKUP_LOCATION ||
    !SHIPROCKET_PICKUP_PINCODE ||
    !SHIPROCKET_WEBHOOK_TOKEN
  ) {
    return "SHIPROCKET_ENV=live needs SHIPROCKET_API_EMAIL, SHIPROCKET_API_PASSWORD, SHIPROCKET_PICKUP_LOCATION, SHIPROCKET_PICKUP_PINCODE and SHIPROCKET_WEBHOOK_TOKEN";
  }
  return {
    environment,
    apiUrl: "https://apiv2.shiprocket.in/v1/external",
    email: SHIPROCKET_API_EMAIL,
    password: SHIPROCKET_API_PASSWORD,
    pickupLocation: SHIPROCKET_PICKUP_LOCATION,
    pickupPincode: SHIPROCKET_PICKUP_PINCODE,
    webhookToken: SHIPROCKET_WEBHOOK_TOKEN,
    parcel,
  };
}
