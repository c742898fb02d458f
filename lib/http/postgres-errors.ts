import "server-only";
import { z } from "zod";
import { Prisma } from "../generated/prisma/client";

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

/** Whether the database refused text it cannot store: the caller's input, never the store's bug. */
export const isUnstorableText = (error: unknown) => UNSTORABLE_TEXT.has(postgresErrorCode(error) ?? "");
