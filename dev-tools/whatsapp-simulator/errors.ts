/** Graph API errors: Meta's envelope, titles and HTTP statuses for the codes the simulator raises (note A4). */
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { z } from "zod";
import { sendJson } from "./http";

interface KnownError {
  title: string;
  httpStatus: number;
  details?: string;
  /** Meta's `message` when it is not "(#code) title". */
  message?: string;
}

const KNOWN_ERRORS: Record<number, KnownError> = {
  100: { title: "Invalid parameter", httpStatus: 400 },
  190: {
    title: "Invalid OAuth access token",
    httpStatus: 401,
    message: "Invalid OAuth access token - Cannot parse access token",
  },
  368: { title: "Temporarily blocked for policies violations", httpStatus: 403 },
  2500: { title: "Unknown path components", httpStatus: 400 },
  130429: { title: "Rate limit hit", httpStatus: 400, details: "Cloud API message throughput has been reached." },
  131000: {
    title: "Something went wrong",
    httpStatus: 500,
    details: "Message failed to send due to an unknown error.",
  },
  131016: { title: "Service unavailable", httpStatus: 503, details: "A service is temporarily unavailable." },
  131026: { title: "Message undeliverable", httpStatus: 400, details: "Message Undeliverable." },
  131047: {
    title: "Re-engagement message",
    httpStatus: 400,
    details:
      "Message failed to send because more than 24 hours have passed since the customer last replied to this number.",
  },
  131049: {
    title: "This message was not delivered to maintain healthy ecosystem engagement.",
    httpStatus: 400,
  },
  131050: { title: "User has stopped marketing messages", httpStatus: 400 },
  131056: {
    title: "(Business Account, Consumer Account) pair rate limit hit",
    httpStatus: 400,
    details:
      "Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.",
  },
  132000: { title: "Number of parameters does not match the expected number of params", httpStatus: 400 },
  132001: { title: "Template name does not exist in the translation", httpStatus: 400 },
  132012: { title: "Parameter format does not match format in the created template", httpStatus: 400 },
  132015: { title: "Template is Paused", httpStatus: 400 },
  132016: { title: "Template is Disabled", httpStatus: 400 },
};

const UNKNOWN_ERROR: KnownError = { title: "Simulated error", httpStatus: 400 };

const knownError = (code: number) => KNOWN_ERRORS[code] ?? UNKNOWN_ERROR;

export const errorTitle = (code: number) => knownError(code).title;

export const errorDetails = (code: number) => knownError(code).details ?? knownError(code).title;

export interface GraphErrorExtras {
  httpStatus?: number;
  subcode?: number;
  message?: string;
  /** Meta's human-facing pair, as on a duplicate template. */
  userTitle?: string;
  userMessage?: string;
}

export class GraphError extends Error {
  readonly httpStatus: number;
  readonly details: string;

  constructor(
    readonly code: number,
    details?: string,
    readonly extras: GraphErrorExtras = {},
  ) {
    const known = knownError(code);
    super(extras.message ?? known.message ?? `(#${code}) ${known.title}`);
    this.httpStatus = extras.httpStatus ?? known.httpStatus;
    this.details = details ?? errorDetails(code);
  }
}

export function sendGraphError(response: ServerResponse, error: GraphError) {
  const { subcode, userTitle, userMessage } = error.extras;
  sendJson(response, error.httpStatus, {
    error: {
      message: error.message,
      type: "OAuthException",
      code: error.code,
      error_data: { messaging_product: "whatsapp", details: error.details },
      ...(subcode === undefined ? {} : { error_subcode: subcode }),
      ...(userTitle === undefined ? {} : { error_user_title: userTitle, error_user_msg: userMessage }),
      fbtrace_id: `A${randomBytes(15).toString("base64url")}`,
    },
  });
}

/** The first problem zod found, as "path: message". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid parameter";
  const path = issue.path.map(String).join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Parses a request body, turning a zod failure into Graph's invalid-parameter error (HTTP 400, code 100). */
export function parseGraphBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (body === undefined) throw new GraphError(100, "The request body must be JSON");
  const result = schema.safeParse(body);
  if (!result.success) throw new GraphError(100, describeIssue(result.error));
  return result.data;
}
