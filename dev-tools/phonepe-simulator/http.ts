import type { IncomingMessage, ServerResponse } from "node:http";

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

/** PhonePe's error shape: a code and a message, with the legacy `success` and `data` fields. */
export function sendError(response: ServerResponse, status: number, code: string, message: string) {
  sendJson(response, status, { success: false, code, message, data: {} });
}

export async function readBody(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) body += String(chunk);
  return body;
}
