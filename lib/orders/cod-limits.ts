/**
 * Limits on cash on delivery. A COD order costs its shopper nothing until it arrives, so without
 * them a new account could take a product's whole stock off sale in a few clicks. An account may
 * hold at most COD_MAX_OPEN_ORDERS unshipped COD orders and COD_MAX_UNITS_PER_PRODUCT unshipped
 * COD units of any one product; paying online is not limited.
 */
import "server-only";
import { env } from "../env";
import { Prisma } from "../generated/prisma/client";
import { conflict } from "../http/errors";
import { paymentMethodSql, statusSql } from "./order-sql";
import { UNSHIPPED_STATUSES } from "./status";
import { validationMessage } from "../validation/error-messages";

/** A transaction, or the pool outside one: the counts need only a raw read. */
type RawReader = Pick<Prisma.TransactionClient, "$queryRaw">;

export interface CodLine {
  product: { id: string; name: string };
  quantity: number;
}

/**
 * Refuses (409, with what to do instead) a COD order that would take the account over a limit.
 * Runs in the placement's transaction, after lockAccount (./account-lock.ts): two placements at
 * once cannot both slip under a limit.
 */
export async function refuseOverCodLimits(
  tx: Prisma.TransactionClient,
  userId: string,
  lines: readonly CodLine[],
): Promise<void> {
  const refusal = await codLimitRefusal(tx, userId, lines);
  if (refusal) throw conflict(refusal);
}

/**
 * Why these lines would take the account over a limit, or null: what the placement refuses with,
 * and what the payment step says beside Cash on Delivery before the shopper chooses it (issue #33).
 */
export async function codLimitRefusal(
  tx: RawReader,
  userId: string,
  lines: readonly CodLine[],
): Promise<string | null> {
  const { COD_MAX_OPEN_ORDERS, COD_MAX_UNITS_PER_PRODUCT } = env();
  const { openOrders, heldUnits } = await openCodHoldings(tx, userId, lines);
  if (openOrders >= COD_MAX_OPEN_ORDERS) return validationMessage("codOpenOrdersMax", { count: openOrders });
  for (const { product, quantity } of lines) {
    const onOrder = heldUnits[product.id] ?? 0;
    if (onOrder + quantity <= COD_MAX_UNITS_PER_PRODUCT) continue;
    const limit = { max: COD_MAX_UNITS_PER_PRODUCT, name: product.name, held: onOrder };
    return validationMessage(onOrder > 0 ? "codUnitsMaxUntilShipped" : "codUnitsMax", limit);
  }
  return null;
}

interface CodHoldings {
  openOrders: number;
  /** Units on those orders, by product (only the products asked about). */
  heldUnits: Partial<Record<string, number>>;
}

/** The account's unshipped COD orders and their units of these products, in one statement. */
async function openCodHoldings(tx: RawReader, userId: string, lines: readonly CodLine[]): Promise<CodHoldings> {
  const unshipped = Prisma.join(UNSHIPPED_STATUSES.map(statusSql));
  const productIds = Prisma.join(lines.map((line) => line.product.id));
  const [holdings] = await tx.$queryRaw<CodHoldings[]>`
    WITH "open" AS (
      SELECT "id" FROM "orders"
      WHERE "userId" = ${userId} AND "paymentMethod" = ${paymentMethodSql("COD")} AND "status" IN (${unshipped})
    ), "held" AS (
      SELECT "productId", sum("quantity")::int AS "units" FROM "order_items"
      WHERE "orderId" IN (SELECT "id" FROM "open") AND "productId" IN (${productIds})
      GROUP BY "productId"
    )
    SELECT (SELECT count(*)::int FROM "open") AS "openOrders",
           (SELECT coalesce(jsonb_object_agg("productId", "units"), '{}') FROM "held") AS "heldUnits"`;
  return holdings!;
}
