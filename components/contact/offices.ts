import type { MapPoint } from "@/lib/media/openstreetmap";

export interface Office extends MapPoint {
  /** Its city and state are written in the page's language: messages' staticPages.offices.<id>. */
  id: "jodhpur" | "hyderabad" | "bhubaneshwar" | "indore";
  /** The head office's street address is configuration (NEXT_PUBLIC_STORE_ADDRESS); the others have none yet. */
  headOffice: boolean;
}

/**
 * The four offices of SPEC §2. Each map is centred on its city (public coordinates, not a street
 * address): street addresses are the business's to give, so only the head office shows one.
 */
export const offices: Office[] = [
  { id: "jodhpur", headOffice: true, latitude: 26.2389, longitude: 73.0243 },
  { id: "hyderabad", headOffice: false, latitude: 17.385, longitude: 78.4867 },
  { id: "bhubaneshwar", headOffice: false, latitude: 20.2961, longitude: 85.8245 },
  { id: "indore", headOffice: false, latitude: 22.7196, longitude: 75.8577 },
];
