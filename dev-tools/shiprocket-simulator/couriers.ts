/**
 * The couriers the simulated account can ship with, and their prices and times. Every figure is a
 * deterministic function of the zone (from the pincodes), the billed weight and COD, so tests can
 * assert exact rupees. The ids other than Delhivery Surface's 43 (note §4) are invented.
 */

export type Zone = "z_a" | "z_b" | "z_c" | "z_d" | "z_e";

export interface Courier {
  id: number;
  name: string;
  isSurface: boolean;
  /** Whether it collects cash on delivery at all. */
  cod: boolean;
  /** Rupees for the first 0.5 kg in zone A, then for each further 0.5 kg. */
  firstSlab: number;
  extraSlab: number;
  /** Days added to (or taken from) the zone's transit days. */
  extraDays: number;
  rating: number;
  cutoffTime: string;
  /** The first digits of its 14-digit AWBs. */
  awbPrefix: string;
}

export const COURIERS: readonly Courier[] = [
  {
    id: 43,
    name: "Delhivery Surface",
    isSurface: true,
    cod: true,
    firstSlab: 34,
    extraSlab: 30,
    extraDays: 1,
    rating: 4.6,
    cutoffTime: "11:00",
    awbPrefix: "1904",
  },
  {
    id: 33,
    name: "Xpressbees Surface",
    isSurface: true,
    cod: true,
    firstSlab: 31.5,
    extraSlab: 28,
    extraDays: 1,
    rating: 4.2,
    cutoffTime: "14:00",
    awbPrefix: "1413",
  },
  {
    id: 51,
    name: "Ekart Logistics Surface",
    isSurface: true,
    cod: true,
    firstSlab: 29,
    extraSlab: 26.5,
    extraDays: 2,
    rating: 3.9,
    cutoffTime: "12:00",
    awbPrefix: "5010",
  },
  {
    id: 6,
    name: "Blue Dart Air",
    isSurface: false,
    cod: false,
    firstSlab: 52,
    extraSlab: 47,
    extraDays: -1,
    rating: 4.8,
    cutoffTime: "16:00",
    awbPrefix: "7775",
  },
];

export const courierById = (id: number | null) => COURIERS.find((courier) => courier.id === id);

const ZONE_FACTOR: Record<Zone, number> = { z_a: 1, z_b: 1.2, z_c: 1.5, z_d: 1.8, z_e: 2.3 };
const ZONE_DAYS: Record<Zone, number> = { z_a: 1, z_b: 2, z_c: 3, z_d: 4, z_e: 6 };
/** Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad. */
const METRO_PREFIXES = ["110", "400", "700", "600", "560", "500"];
/** Jammu & Kashmir and Ladakh (18, 19), Assam and the north-east (78, 79). */
const SPECIAL_PREFIXES = ["18", "19", "78", "79"];
const SLAB_KG = 0.5;
const VOLUMETRIC_DIVISOR = 5000;

/** A: same city-ish (3 digits), E: north-east or J&K, B: same state-ish (2), C: metro to metro or same region (1), D: the rest. */
export function zoneOf(from: string, to: string): Zone {
  if (from.slice(0, 3) === to.slice(0, 3)) return "z_a";
  if ([from, to].some((pin) => SPECIAL_PREFIXES.includes(pin.slice(0, 2)))) return "z_e";
  if (from.slice(0, 2) === to.slice(0, 2)) return "z_b";
  const metro = (pin: string) => METRO_PREFIXES.includes(pin.slice(0, 3));
  if ((metro(from) && metro(to)) || from[0] === to[0]) return "z_c";
  return "z_d";
}

export interface QuoteRequest {
  from: string;
  to: string;
  weightKg: number;
  /** cm; the courier bills the higher of the actual and the volumetric weight. */
  dimensions?: { length: number; breadth: number; height: number };
  cod: boolean;
  declaredValue: number;
}

export interface Quote {
  courier: Courier;
  zone: Zone;
  /** The billed weight: whole 0.5 kg slabs. */
  chargeWeight: number;
  freight: number;
  codCharges: number;
  rate: number;
  days: number;
  /** Whether the courier collects cash at this delivery pincode. */
  codAvailable: boolean;
}

export interface CourierRules {
  unserviceable: ReadonlySet<string>;
  codUnavailable: ReadonlySet<string>;
}

const rupees = (value: number) => Math.round(value * 100) / 100;

/** The couriers serving this request, cheapest first (the first is the one Shiprocket recommends). */
export function quote(request: QuoteRequest, rules: CourierRules): Quote[] {
  const { from, to, dimensions } = request;
  if (rules.unserviceable.has(from) || rules.unserviceable.has(to)) return [];
  const zone = zoneOf(from, to);
  const volumetric = dimensions ? (dimensions.length * dimensions.breadth * dimensions.height) / VOLUMETRIC_DIVISOR : 0;
  const slabs = Math.max(1, Math.ceil(rupees(Math.max(request.weightKg, volumetric)) / SLAB_KG));
  return COURIERS.flatMap((courier): Quote[] => {
    const codAvailable = courier.cod && !rules.codUnavailable.has(to);
    if (request.cod && !codAvailable) return [];
    const freight = rupees((courier.firstSlab + (slabs - 1) * courier.extraSlab) * ZONE_FACTOR[zone]);
    const codCharges = request.cod ? rupees(Math.max(30, request.declaredValue * 0.015)) : 0;
    const days = Math.max(1, ZONE_DAYS[zone] + courier.extraDays);
    const rate = rupees(freight + codCharges);
    return [{ courier, zone, chargeWeight: slabs * SLAB_KG, freight, codCharges, rate, days, codAvailable }];
  }).sort((a, b) => a.rate - b.rate || b.courier.rating - a.courier.rating);
}
