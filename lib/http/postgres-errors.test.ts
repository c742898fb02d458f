import { describe, expect, it } from "vitest";
import { db } from "../db";
import { NUL_CHARACTER_MESSAGE } from "../validation/text";
import { isUnstorableText, postgresErrorCode } from "./postgres-errors";
import { apiRoute } from "./responses";

/** What a query rejects with, for a test to inspect. */
const rejectionOf = (query: Promise<unknown>) =>
  query.then(
    () => null,
    (error: unknown) => error,
  );

describe("text PostgreSQL cannot store", () => {
  it("is recognised behind model queries, JSON columns and raw queries", async () => {
    const inWhere = await rejectionOf(db().user.findFirst({ where: { email: "a\u0000@example.in" } }));
    const inJson = await rejectionOf(
      db().outboxEvent.findFirst({ where: { payload: { equals: { note: "a\u0000" } } } }),
    );
    const inRaw = await rejectionOf(db().$queryRaw`SELECT ${"a\u0000"}::text`);
    expect([inWhere, inJson, inRaw].map(postgresErrorCode)).toEqual(["22021", "22P05", "22021"]);
    expect([inWhere, inJson, inRaw].every(isUnstorableText)).toBe(true);
    expect(isUnstorableText(new Error("invalid byte sequence"))).toBe(false);
  });

  it("is a 400, not a 500, when a string reaches the database unvalidated", async () => {
    const before = await db().user.count();
    const handler = apiRoute(async () => {
      await db().user.create({
        data: { name: "Asha\u0000", email: "nul.create@example.in", phone: "9000000001", passwordHash: "x" },
      });
      return Response.json({ success: true });
    });
    const response = await handler(new Request("http://store.test/api/probe", { method: "POST" }), {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: NUL_CHARACTER_MESSAGE });
    expect(await db().user.count()).toBe(before);
  });
});
