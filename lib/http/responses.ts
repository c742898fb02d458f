import { Prisma } from "../generated/prisma/client";
import { ZodError } from "zod";
import { DomainError } from "./errors";

/** A successful API answer: `{ success: true, ...fields }`. */
export function ok(fields: Record<string, unknown> = {}, init?: ResponseInit): Response {
  return Response.json({ success: true, ...fields }, init);
}

/** A failed API answer: `{ success: false, message }` with the given status. */
export function fail(status: number, message: string, fields: Record<string, unknown> = {}): Response {
  return Response.json({ success: false, message, ...fields }, { status });
}

/** The first problem of a validation error, phrased for people. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  return issue.message;
}

/**
 * Maps any error to a response: validation to 400, domain errors to their status, Prisma's
 * "not found" to 404 and unique-constraint clashes to 409. Anything else is a bug: it is logged
 * and answered with a 500 that reveals nothing.
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof DomainError) return fail(error.status, error.message);
  if (error instanceof ZodError) return fail(400, describeZodError(error));
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return fail(404, "Not found");
    if (error.code === "P2002") return fail(409, "This record already exists");
    // A transaction that waited too long for its turn: the shop is busy, not broken.
    if (error.code === "P2028" || error.code === "P2034") return fail(503, "The store is busy. Please try again.");
  }
  console.error(JSON.stringify({ level: "error", event: "unhandled_api_error", error: String(error) }));
  return fail(500, "Something went wrong. Please try again.");
}

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>;

/** Wraps a route handler so every failure becomes a JSON answer with the right status. */
export function apiRoute<Context = unknown>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
