/**
 * A gift card written straight into the store's database (the gift card shop is not built yet),
 * hashed as the store keeps codes; a code made of the store's alphabet, unique to the test.
 */
import { createHash, randomInt, randomUUID } from "node:crypto";
import { database } from "./accounts";

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A ₹500 gift card with `balanceRupees` left on it; answers its code as printed. */
export async function createGiftCard(balanceRupees: number): Promise<string> {
  const body = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  const code = body.match(/.{4}/g)!.join("-");
  await database().query(
    `INSERT INTO gift_cards (id, "codeHash", "codeSealed", "codeHint", value, balance, "expiresAt",
                             "recipientName", "recipientEmail", "senderName")
     VALUES ($1, $2, 'not kept by the test', $3, 500, $4, now() + interval '30 days', 'Meera', 'meera@example.in', 'Test')`,
    [randomUUID(), createHash("sha256").update(body).digest("hex"), `•••• ${body.slice(-4)}`, balanceRupees.toFixed(2)],
  );
  return code;
}

/** Store credit of `rupees` for the shopper, as a refund taken as credit would leave it. */
export async function giveStoreCredit(userId: string, rupees: number): Promise<void> {
  await database().query(
    `WITH account AS (
       INSERT INTO store_credits ("userId", balance, "updatedAt") VALUES ($1, $2, now())
     )
     INSERT INTO credit_entries (id, kind, amount, "balanceAfter", "userId", note)
     VALUES ($3, 'REFUND', $2, $2, $1, 'Given by a test')`,
    [userId, rupees.toFixed(2), randomUUID()],
  );
}
