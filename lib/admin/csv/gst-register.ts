/**
 * The GST sales register of a period: every tax invoice and credit note issued in it, in issue
 * order, one row per document and HSN code / rate with the taxable value, CGST, SGST and IGST.
 * The rows are the GSTR-1 export's own (lib/invoices/gstr1-export.ts), made from each document's
 * stored snapshot: nothing is computed again, so the register adds up to the documents exactly.
 */
import "server-only";
import { endOfIndianIsoDay, startOfIndianIsoDay } from "../../dates";
import { db } from "../../db";
import { GSTR1_HEADER, gstr1Rows } from "../../invoices/gstr1-export";
import { csvRowBatches, keysetBatches } from "./csv-stream";
import type { DayPeriod } from "./order-exports";

export const GST_REGISTER_HEADER = GSTR1_HEADER;

export const gstRegisterRows = (period: DayPeriod) =>
  csvRowBatches(
    keysetBatches((after: { issuedAt: Date; id: string } | null, take) =>
      db().taxDocument.findMany({
        where: {
          issuedAt: { gte: startOfIndianIsoDay(period.from), lt: endOfIndianIsoDay(period.to) },
          ...(after
            ? { OR: [{ issuedAt: { gt: after.issuedAt } }, { issuedAt: after.issuedAt, id: { gt: after.id } }] }
            : {}),
        },
        orderBy: [{ issuedAt: "asc" }, { id: "asc" }],
        take,
        select: { id: true, issuedAt: true, snapshot: true },
      }),
    ),
    gstr1Rows,
  );
