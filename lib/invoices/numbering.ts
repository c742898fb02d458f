/**
 * Gapless document numbers per series and financial year: "GP/2026-27/000123". One statement
 * creates or increments the counter row and stores the document under the number it gives; the
 * counter's row lock is held until the issuing transaction ends, so concurrent issuers queue (each
 * for that statement and its commit only); a transaction that rolls back takes its number with it,
 * and the next one gets the same number. No number is skipped, none is issued twice.
 */
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import type { TaxDocumentKind } from "../generated/prisma/enums";
import { newRowId } from "../ids";
import { financialYearOf } from "../tax/financial-year";
import type { TaxDocumentSnapshot } from "./snapshot";

export const SERIES = { INVOICE: "GP", CREDIT_NOTE: "GP-CN" } as const;
export type Series = (typeof SERIES)[keyof typeof SERIES];

export interface NumberedDocument {
  kind: TaxDocumentKind;
  series: Series;
  orderId: string;
  issuedAt: Date;
  /** What the document prints but its number, which is added to it. */
  snapshot: Omit<TaxDocumentSnapshot, "number">;
}

export interface IssuedDocument {
  id: string;
  number: string;
}

/**
 * Stores the document under the next number of its series and financial year.
 */
export async function issueNumbered(
  tx: Prisma.TransactionClient,
  { kind, series, orderId, issuedAt, snapshot }: NumberedDocument,
): Promise<IssuedDocument & { sequence: number }> {
  const financialYear = financialYearOf(issuedAt);
  const [issued] = await tx.$queryRaw<(IssuedDocument & { sequence: number })[]>`
    WITH "counter" AS (
      INSERT INTO "tax_document_counters" ("series", "financialYear", "lastSequence")
      VALUES (${series}, ${financialYear}, 1)
      ON CONFLICT ("series", "financialYear")
      DO UPDATE SET "lastSequence" = "tax_document_counters"."lastSequence" + 1
      RETURNING "lastSequence" AS "sequence", "lastSequence"::text AS "digits"
    ), "numbered" AS (
      -- At least six digits, never cut.
      SELECT "sequence", ${`${series}/${financialYear}/`} || lpad("digits", greatest(6, length("digits")), '0') AS "number"
      FROM "counter"
    )
    INSERT INTO "tax_documents" ("id", "kind", "number", "series", "financialYear", "sequence", "orderId", "issuedAt", "snapshot")
    SELECT ${newRowId()}, ${kind}::"TaxDocumentKind", "number", ${series}, ${financialYear}, "sequence", ${orderId},
           ${issuedAt}::timestamp, ${JSON.stringify(snapshot)}::jsonb || jsonb_build_object('number', "number")
    FROM "numbered"
    RETURNING "id", "number", "sequence"`;
  return issued!;
}

/**
 * The next number of a series that is not a tax document's (a gift card's receipt, "GC/2026-27/000001"):
 * the same gapless counter per financial year, the number kept by its caller's row.
 */
export async function nextNumber(tx: Prisma.TransactionClient, series: string, issuedAt: Date): Promise<string> {
  const financialYear = financialYearOf(issuedAt);
  const [counter] = await tx.$queryRaw<{ number: string }[]>`
    INSERT INTO "tax_document_counters" ("series", "financialYear", "lastSequence")
    VALUES (${series}, ${financialYear}, 1)
    ON CONFLICT ("series", "financialYear")
    DO UPDATE SET "lastSequence" = "tax_document_counters"."lastSequence" + 1
    RETURNING ${`${series}/${financialYear}/`} || lpad("lastSequence"::text, greatest(6, length("lastSequence"::text)), '0') AS "number"`;
  return counter!.number;
}
