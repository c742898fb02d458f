import type { IncomingMessage, ServerResponse } from "node:http";

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

/** Reads the whole body as UTF-8, joining the bytes first so a character split across chunks survives. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The body parsed as JSON, or `undefined` when it is empty or not JSON (the schema then rejects it). */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a socket's peer is this machine: the test controls answer no one else. */
export const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === "::1" || /^(::ffff:)?127\./.test(address));

/** A control call that cannot be done (no such message, a failed message read, …), with the HTTP status to answer. */
export class ControlError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}
