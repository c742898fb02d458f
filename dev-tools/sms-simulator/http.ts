import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { z } from "zod";

/** Far above any real flow call; a larger body is refused rather than held in memory. */
const MAX_BODY_BYTES = 1_000_000;

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

/** MSG91's error shape. Its validation errors come with HTTP 200: clients must read `type`. */
export function sendError(response: ServerResponse, status: number, message: string) {
  sendJson(response, status, { type: "error", message });
}

/** What a gateway in front of MSG91 answers when it is down: an HTML page, not MSG91's JSON. */
export function sendOutage(response: ServerResponse, status: number) {
  const title = `${status} ${STATUS_CODES[status] ?? "Error"}`;
  response.writeHead(status, { "Content-Type": "text/html" });
  response.end(`<html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`);
}

/** The body as text, decoded once at the end so a Devanagari character split across chunks survives. */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  return size <= MAX_BODY_BYTES ? Buffer.concat(chunks).toString("utf8") : undefined;
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; message: string };

export async function readJson(request: IncomingMessage): Promise<JsonBody> {
  const text = await readBody(request);
  if (text === undefined) return { ok: false, message: "Request body too large" };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: "Invalid JSON body" };
  }
}

/** The first problem zod found, named by its path ("recipients.0.mobiles: …"). */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const path = issue.path.join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}
