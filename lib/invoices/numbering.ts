/**
 * Gapless document numbers per series and financial year: "GP/2026-27/000123". The counter row is
 * created or incremented by one statement that holds its row lock until the issuing transaction
 * ends, so concurrent issuers queue; a transaction that rolls back takes its number with it, and
 * the next one gets the same number. No number is skipped, none is issued twice.
 */
import "server-only";
import type { Prisma } from "../generated/prisma/client";
import { financialYearOf } from "../tax/financial-year";

export const SERIES = { INVOICE: "GP", CREDIT_NOTE: "GP-CN" } as const;
export type Series = (typeof SERIES)[keyof typeof SERIES];

export interface DocumentNumber {
  series: Series;
  financialYear: string;
  sequence: number;
  number: string;
}

export async function nextDocumentNumber(
  tx: Prisma.TransactionClient,
  series: Series,
  issuedAt: Date,
): Promise<DocumentNumber> {
  const financialYear = financialYearOf(issuedAt);
  const [row] = await tx.$queryRaw<{ lastSequence: number }[]>`
    INSERT INTO "tax_document_counters" ("series", "financialYear", "lastSequence")
    VALUES (${series}, ${financialYear}, 1)
    ON CONFLICT ("series", "financialYear")
    DO UPDATE SET "lastSequence" = "tax_document_counters"."lastSequence" + 1
    RETURNING "lastSequence"`;
  const sequence = row!.lastSequence;
  return { series, financialYear, sequence, number: `${series}/${financialYear}/${String(sequence).padStart(6, "0")}` };
}
