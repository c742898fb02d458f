/**
 * The bank transfers' server actions (#35): only an admin's cookie session may record, import or
 * match a transfer; a shopper, even with a shopper's token in the admin cookie, changes nothing.
 * A statement that is no CSV, or too large, is refused with words the operator can act on.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { browserCookies } from "@/test/support/browser-cookies";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { acceptedQuoteOrder } from "@/test/support/quotes";
import { signInToAdminAs } from "@/test/support/users-and-products";
import { importStatementAction, matchTransferAction, recordTransferAction } from "./actions";

vi.mock("next/headers", () => import("@/test/support/browser-cookies"));

beforeAll(ensureTestPincodes);
beforeEach(() => browserCookies.clear());

const formOf = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

let sequence = Date.now() % 1_000_000;
const newUtr = () => `ICICR5202611${String(++sequence).padStart(10, "0")}`;
const today = () => new Date().toISOString().slice(0, 10);
const REFUSED = { ok: false, message: "Only store administrators can do this" };

const signInAs = async (role: "ADMIN" | "CUSTOMER") => {
  browserCookies.clear();
  await signInToAdminAs(role);
};

const statement = (utr: string, name = "statement.csv", type = "text/csv") =>
  formOf({
    statement: new File([`Date,Narration,Ref No,Credit\r\n${today()},NEFT CR-A SCHOOL,${utr},"1,000.00"\r\n`], name, {
      type,
    }),
  });

describe("the bank transfers' actions", () => {
  it("refuse a shopper and record nor match nothing; an admin's go through", async () => {
    const { order } = await acceptedQuoteOrder();
    const utr = newUtr();
    const received = { utr, amount: "13623.00", receivedOn: today(), payerName: "Kendriya Vidyalaya" };

    await signInAs("CUSTOMER");
    expect(await recordTransferAction(null, formOf(received))).toEqual(REFUSED);
    const statementUtr = newUtr();
    expect(await importStatementAction(null, statement(statementUtr))).toEqual(REFUSED);
    expect(await db().bankTransfer.count({ where: { utr: { in: [utr, statementUtr] } } })).toBe(0);

    await signInAs("ADMIN");
    expect(await recordTransferAction(null, formOf(received))).toMatchObject({
      ok: true,
      message: expect.stringContaining("No order is certain"),
    });
    const transfer = await db().bankTransfer.findUniqueOrThrow({ where: { utr } });

    await signInAs("CUSTOMER");
    expect(await matchTransferAction(null, formOf({ transferId: transfer.id, orderId: order.id }))).toEqual(REFUSED);
    expect(await db().bankTransfer.findUniqueOrThrow({ where: { utr } })).toMatchObject({ orderId: null });
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ paid: false });

    await signInAs("ADMIN");
    expect(await matchTransferAction(null, formOf({ transferId: transfer.id, orderId: "" }))).toEqual({
      ok: false,
      message: "The order it pays is required",
    });
    expect(await matchTransferAction(null, formOf({ transferId: transfer.id, orderId: order.id }))).toMatchObject({
      ok: true,
    });
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      paid: true,
      status: "ORDER_PLACED",
    });
    const again = await matchTransferAction(null, formOf({ transferId: transfer.id, orderId: order.id }));
    expect(again).toMatchObject({ ok: false, message: expect.stringContaining("already paid") });
  });

  it("import a statement's CSV with its outcome, and refuse another kind of file or one over 1 MB", async () => {
    await signInAs("ADMIN");
    const utr = newUtr();
    expect(await importStatementAction(null, statement(utr))).toEqual({
      ok: true,
      message: "Recorded: 1. Already recorded: 0. Matched to their orders: 0. Lines skipped: 0.",
      skipped: [],
    });
    expect(await db().bankTransfer.findUniqueOrThrow({ where: { utr } })).toMatchObject({ source: "STATEMENT" });

    const pdf = await importStatementAction(null, statement(newUtr(), "statement.pdf", "application/pdf"));
    expect(pdf).toMatchObject({ ok: false, message: expect.stringContaining("Only a CSV file") });
    const big = formOf({ statement: new File(["x".repeat(1024 * 1024 + 1)], "big.csv", { type: "text/csv" }) });
    expect(await importStatementAction(null, big)).toMatchObject({
      ok: false,
      message: expect.stringContaining("1 MB"),
    });
    const binary = formOf({ statement: new File(["PK\u0003\u0004\u0000\u0000"], "book.csv", { type: "text/csv" }) });
    expect(await importStatementAction(null, binary)).toMatchObject({
      ok: false,
      message: expect.stringContaining("CSV"),
    });
    expect(await importStatementAction(null, new FormData())).toMatchObject({ ok: false });
  });
});
