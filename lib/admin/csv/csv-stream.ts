/**
 * Exports are streamed: rows are read in batches after the last row's key (never an OFFSET, never
 * a whole table in memory) and each batch is written to the answer as it comes, so a year of
 * orders costs the server one batch of memory and starts downloading at once.
 */
import "server-only";
import { log } from "../../log";

/** Rows read per query. */
export const EXPORT_BATCH = 500;

/** Pages of a table in key order: `page` reads up to `take` rows after the row `after` (null: from the start). */
export async function* keysetBatches<Key, Row extends Key>(
  page: (after: Key | null, take: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await page(after, EXPORT_BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows.at(-1)!;
  }
}

/** Each batch of rows turned into CSV rows (cells already written: csvCell for text). */
export async function* csvRowBatches<Row>(
  batches: AsyncIterable<Row[]>,
  toRows: (rows: Row[]) => string[][] | Promise<string[][]>,
): AsyncGenerator<string[][]> {
  for await (const batch of batches) yield await toRows(batch);
}

const line = (cells: readonly string[]) => `${cells.join(",")}\r\n`;

/** The header, then each batch as it is read; a failure midway ends the download unfinished, and is logged. */
export function csvStream(header: readonly string[], batches: AsyncIterable<string[][]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(line(header)));
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map(line).join("")));
      } catch (error) {
        log.error("csv_export_failed", { error });
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** The download's answer: CSV (streamed, or written whole), named for its contents and period, never kept by a cache. */
export function csvResponse(body: ReadableStream<Uint8Array> | string, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
