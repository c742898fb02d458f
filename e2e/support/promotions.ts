/**
 * A promotion code written straight into the store's database for one shopper (the admin's
 * promotions screen is not built yet): only that shopper's cart can use it, so no other test's
 * order meets it.
 */
import { randomInt, randomUUID } from "node:crypto";
import { database } from "./accounts";

/** A code taking `rupees` off any product for this shopper alone; answers the code. */
export async function createShopperCode(userId: string, name: string, rupees: number): Promise<string> {
  const code = `WELCOME${randomInt(1e8)}`;
  const promotionId = randomUUID();
  await database().query(
    `WITH promotion AS (
       INSERT INTO promotions (id, name, "nameHi", benefit, "amountOff", automatic, "productIds", categories,
                               "customerIds", "startsAt", "updatedAt")
       VALUES ($1, $2, $2, 'AMOUNT_OFF', $3, false, '{}', '{}', ARRAY[$4], now() - interval '1 minute', now())
     )
     INSERT INTO promotion_codes (id, "promotionId", code) VALUES ($5, $1, $6)`,
    [promotionId, name, rupees.toFixed(2), userId, randomUUID(), code],
  );
  return code;
}
