/**
 * The shop's sort orders as lists of keys rather than ORDER BY text, so that a page query can
 * compute each key once, as a named column of a narrow row (lib/catalog/search.ts, pageOf).
 */
import { Prisma } from "../generated/prisma/client";

export interface SortKey {
  expression: Prisma.Sql;
  descending?: boolean;
  /** Rows without a value go last (PostgreSQL otherwise puts NULL first in a descending order). */
  nullsLast?: boolean;
}

const keyName = (index: number) => Prisma.raw(`"sortKey${index}"`);

/** `expression AS "sortKey0", …`: the keys as columns of the row being ordered. */
export const sortKeyColumnsSql = (keys: SortKey[]): Prisma.Sql =>
  Prisma.join(keys.map((key, index) => Prisma.sql`${key.expression} AS ${keyName(index)}`));

/** `ORDER BY` over the key columns of `relation`, then its id, so equal keys keep a stable order. */
export function sortKeyOrderSql(keys: SortKey[], relation: string): Prisma.Sql {
  const qualified = (column: Prisma.Sql) => Prisma.sql`${Prisma.raw(`"${relation}".`)}${column}`;
  const terms = keys.map((key, index) => {
    const direction = `${key.descending ? " DESC" : " ASC"}${key.nullsLast ? " NULLS LAST" : ""}`;
    return Prisma.sql`${qualified(keyName(index))}${Prisma.raw(direction)}`;
  });
  return Prisma.join([...terms, Prisma.sql`${qualified(Prisma.raw(`"id"`))} ASC`]);
}
