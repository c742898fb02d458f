import type { MapPoint } from "@/lib/media/openstreetmap";

export interface Office extends MapPoint {
  city: string;
  state: string;
  role: string;
  /** The head office's street address is configuration (NEXT_PUBLIC_STORE_ADDRESS); the others have none yet. */
  headOffice: boolean;
}

/**
 * The four offices of SPEC §2. Each map is centred on its city (public coordinates, not a street
 * address): street addresses are the business's to give, so only the head office shows one.
 */
export const offices: Office[] = [
  { city: "Jodhpur", state: "Rajasthan", role: "Head office", headOffice: true, latitude: 26.2389, longitude: 73.0243 },
  {
    city: "Hyderabad",
    state: "Telangana",
    role: "Regional office",
    headOffice: false,
    latitude: 17.385,
    longitude: 78.4867,
  },
  {
    city: "Bhubaneshwar",
    state: "Odisha",
    role: "Regional office",
    headOffice: false,
    latitude: 20.2961,
    longitude: 85.8245,
  },
  {
    city: "Indore",
    state: "Madhya Pradesh",
    role: "Regional office",
    headOffice: false,
    latitude: 22.7196,
    longitude: 75.8577,
  },
];
