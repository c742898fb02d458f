import "server-only";
import { z } from "zod";
import { Prisma } from "../generated/prisma/client";
import { NUL_CHARACTER_MESSAGE, UNPAIRED_SURROGATE_MESSAGE } from "../validation/text";

/** How the pg driver adapter reports PostgreSQL's own error (its SQLSTATE in `code`). */
const driverAdapterErrorSchema = z.object({
  name: z.literal("DriverAdapterError"),
  cause: z.object({ kind: z.literal("postgres"), code: z.string() }),
});

/**
 * PostgreSQL's error code behind a failed Prisma call: model queries throw the adapter's error
 * itself, raw queries wrap it in P2010.
 */
export function postgresErrorCode(error: unknown): string | undefined {
  const adapterError =
    error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2010"
      ? error.meta?.driverAdapterError
      : error;
  const parsed = driverAdapterErrorSchema.safeParse(adapterError);
  return parsed.success ? parsed.data.cause.code : undefined;
}

/** 22021: a NUL in text ("invalid byte sequence"); 22P05: `\u0000` inside JSON ("untranslatable character"). */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

/**
 * A lone surrogate never reaches PostgreSQL: Prisma sends each query to its engine as JSON, whose
 * parser refuses `\ud800` ("unexpected end of hex escape", "lone leading surrogate in hex escape").
 */
const ENGINE_SURROGATE_REFUSAL = /surrogate in hex escape|end of hex escape/;

/** The refusal's message when the database could not take the caller's text: their input, never the store's bug. */
export function unstorableTextMessage(error: unknown): string | undefined {
  if (UNSTORABLE_TEXT.has(postgresErrorCode(error) ?? "")) return NUL_CHARACTER_MESSAGE;
  const fromEngine =
    error instanceof Prisma.PrismaClientUnknownRequestError || error instanceof Prisma.PrismaClientValidationError;
  return fromEngine && ENGINE_SURROGATE_REFUSAL.test(error.message) ? UNPAIRED_SURROGATE_MESSAGE : undefined;
}
