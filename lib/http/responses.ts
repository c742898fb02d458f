import "server-only";
import { Prisma } from "../generated/prisma/client";
import { ZodError } from "zod";
import { expiringChangedCaches } from "../cache/storefront-cache";
import { log, withRequestId } from "../log";
import { DomainError } from "./errors";
import { isPersonalRequest } from "./personal-answers";
import { unstorableTextMessage } from "./postgres-errors";
import { REQUEST_ID_HEADER, requestIdFor } from "./request-id";

/** A successful API answer: `{ success: true, ...fields }`. */
export function ok(fields: Record<string, unknown> = {}, init?: ResponseInit): Response {
  return Response.json({ success: true, ...fields }, init);
}

/** A failed API answer: `{ success: false, message }` with the given status. */
export function fail(
  status: number,
  message: string,
  fields: Record<string, unknown> = {},
  headers?: Record<string, string>,
): Response {
  return Response.json({ success: false, message, ...fields }, { status, headers });
}

/** The first problem of a validation error, phrased for people. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  return issue.message;
}

/**
 * Maps any error to a response: validation and text the database cannot store to 400, domain
 * errors to their status, Prisma's "not found" to 404 and unique-constraint clashes to 409.
 * Anything else is a bug: it is logged and answered with a 500 that reveals nothing.
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof DomainError) return fail(error.status, error.message, error.fields, error.headers);
  if (error instanceof ZodError) return fail(400, describeZodError(error));
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return fail(404, "Not found");
    if (error.code === "P2002") return fail(409, "This record already exists");
    // A transaction that waited too long for its turn: the shop is busy, not broken.
    if (error.code === "P2028" || error.code === "P2034") return fail(503, "The store is busy. Please try again.");
  }
  const unstorable = unstorableTextMessage(error);
  if (unstorable) return fail(400, unstorable);
  log.error("unhandled_api_error", { error });
  return fail(500, "Something went wrong. Please try again.");
}

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>;

interface ApiRouteOptions {
  /** Level of the request's log line when it succeeds; frequent probes log at "debug". */
  logLevel?: "debug" | "info";
  /** A public read (catalogue, banners, blog): shared caches (a CDN) may keep its success a while. */
  sharedCache?: boolean;
}

/**
 * How long a shared cache may serve a public read: a minute fresh, then ten more while it asks
 * again in the background. The store's own writes reach visitors through its own cache at once.
 */
export const SHARED_CACHE_CONTROL = "public, s-maxage=60, stale-while-revalidate=600";

/** The Cache-Control of an answer: never kept when personal, shared when public and successful. */
function cacheControlFor(request: Request, response: Response, sharedCache: boolean): Record<string, string> {
  if (isPersonalRequest(request)) return { "Cache-Control": "no-store" };
  return sharedCache && response.status === 200 ? { "Cache-Control": SHARED_CACHE_CONTROL } : {};
}

/** Sets headers, copying the response first when its headers are immutable (redirects, fetched responses). */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  const set = (target: Response) => {
    for (const [name, value] of Object.entries(headers)) target.headers.set(name, value);
    return target;
  };
  try {
    return set(response);
  } catch {
    return set(new Response(response.body, response));
  }
}

/**
 * Wraps a route handler so every failure becomes a JSON answer with the right status, and every
 * request gets an id (echoed in X-Request-Id, attached to every log line it causes) and one log
 * line on completion: method, path (never the query string, which may hold personal data), status
 * and duration. The storefront caches that its writes changed expire once the handler is done.
 * An answer for one caller (isPersonalRequest) is marked `Cache-Control: no-store`, whatever it is;
 * a successful public read (`sharedCache`) may be kept by shared caches.
 */
export function apiRoute<Context = unknown>(
  handler: RouteHandler<Context>,
  { logLevel = "info", sharedCache = false }: ApiRouteOptions = {},
): RouteHandler<Context> {
  return (request, context) => {
    const requestId = requestIdFor(request);
    return withRequestId(requestId, async () => {
      const started = performance.now();
      let response: Response;
      try {
        response = await expiringChangedCaches(() => handler(request, context));
      } catch (error) {
        response = errorResponse(error);
      }
      log.at(response.status >= 500 ? "error" : logLevel, "api_request", {
        method: request.method,
        path: new URL(request.url).pathname,
        status: response.status,
        durationMs: Math.round(performance.now() - started),
      });
      return withHeaders(response, {
        [REQUEST_ID_HEADER]: requestId,
        ...cacheControlFor(request, response, sharedCache),
      });
    });
  };
}
