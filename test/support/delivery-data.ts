import { db } from "@/lib/db";

/** Real directory entries the order and delivery tests ship to (warehouse: Jodhpur 342001). */
export const TEST_PINCODES = {
  warehouse: { pincode: "342001", district: "JODHPUR", state: "RAJASTHAN", delivers: true },
  sameState: { pincode: "302001", district: "JAIPUR", state: "RAJASTHAN", delivers: true },
  metro: { pincode: "110001", district: "NEW DELHI", state: "DELHI", delivers: true },
  rest: { pincode: "751001", district: "KHORDHA", state: "ODISHA", delivers: true },
  special: { pincode: "793001", district: "EAST KHASI HILLS", state: "MEGHALAYA", delivers: true },
  nonDelivering: { pincode: "144009", district: "JALANDHAR", state: "PUNJAB", delivers: false },
} as const;

export async function ensureTestPincodes(): Promise<void> {
  for (const entry of Object.values(TEST_PINCODES)) {
    await db().pincode.upsert({ where: { pincode: entry.pincode }, create: entry, update: entry });
  }
}

/** A complete delivery address (SPEC §3) for the given pincode. */
export const deliveryAddress = (zipcode: string) => ({
  firstName: "Asha",
  lastName: "Verma",
  email: "asha.verma@example.in",
  phone: "9829054321",
  street: "12, Paota B Road",
  city: "Bhubaneswar",
  state: "Odisha",
  zipcode,
  country: "India" as const,
});
