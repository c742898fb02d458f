import { describe, expect, it } from "vitest";
import { db } from "../db";
import { NUL_CHARACTER_MESSAGE, UNPAIRED_SURROGATE_MESSAGE } from "../validation/text";
import { postgresErrorCode, unstorableTextMessage } from "./postgres-errors";
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
    expect([inWhere, inJson, inRaw].map(unstorableTextMessage)).toEqual(Array(3).fill(NUL_CHARACTER_MESSAGE));
    expect(unstorableTextMessage(new Error("invalid byte sequence"))).toBeUndefined();
  });

  it("includes unpaired surrogates, which Prisma's engine refuses before PostgreSQL", async () => {
    const refusals = await Promise.all([
      rejectionOf(db().user.findFirst({ where: { email: "a\ud800@example.in" } })),
      rejectionOf(db().user.findFirst({ where: { name: "\udc00a" } })),
      rejectionOf(db().outboxEvent.findFirst({ where: { payload: { equals: { note: "a\ud800" } } } })),
      rejectionOf(db().$queryRaw`SELECT ${"a\ud800"}::text`),
      rejectionOf(db().$queryRaw`SELECT ${"\udc00"}::text`),
    ]);
    expect(refusals.map(unstorableTextMessage)).toEqual(Array(5).fill(UNPAIRED_SURROGATE_MESSAGE));
    expect(unstorableTextMessage(new Error("unexpected end of hex escape"))).toBeUndefined();
  });

  it.each([
    { name: "Asha\u0000", message: NUL_CHARACTER_MESSAGE },
    { name: "Asha\ud800", message: UNPAIRED_SURROGATE_MESSAGE },
  ])("is a 400, not a 500, when a string reaches the database unvalidated ($message)", async ({ name, message }) => {
    const handler = apiRoute(async () => {
      await db().user.create({
        data: { name, email: "nul.create@example.in", phone: "9000000001", passwordHash: "x" },
      });
      return Response.json({ success: true });
    });
    const response = await handler(new Request("http://store.test/api/probe", { method: "POST" }), {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message });
    expect(await db().user.count({ where: { email: "nul.create@example.in" } })).toBe(0);
  });
});
