import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";

/** Far above any real request; a larger body is refused rather than held in memory. */
const MAX_BODY_BYTES = 1_000_000;

/** What an API handler answers: a status and a JSON body (none for 204). */
export interface ApiReply {
  status: number;
  body?: unknown;
}

/**
 * A call the API refuses, with Shiprocket's own envelope: Laravel's `{message, status_code}`,
 * or any body given (validation errors, the manifest's extra ids).
 */
export class ApiError extends Error {
  readonly body: unknown;
  constructor(
    readonly status: number,
    message: string,
    body?: Record<string, unknown>,
  ) {
    super(message);
    this.body = body ?? { message, status_code: status };
  }
}

/** A control call that cannot be done (unknown AWB, a scan out of order), with its HTTP status. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  if (body === undefined) return void response.writeHead(status).end();
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

/** What the gateway in front of Shiprocket answers when it or the API is down: HTML, not JSON. */
export function sendGatewayPage(response: ServerResponse, status: number) {
  const title = `${status} ${STATUS_CODES[status] ?? "Error"}`;
  response.writeHead(status, { "Content-Type": "text/html" });
  response.end(
    `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`,
  );
}

/**
 * The body parsed as JSON. Laravel reads a missing or broken JSON body as no input at all, so
 * those come back as `{}` and fail validation with 422, as Shiprocket's do.
 */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, "Request body too large");
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
  } catch {
    return {};
  }
}

/** Whether a socket's peer is this machine: the controls answer no one else. */
export const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === "::1" || /^(::ffff:)?127\./.test(address));

/** One page of a list, with the pagination block Shiprocket's list endpoints answer. */
export function paginated<T>(rows: T[], current: number, perPage: number): ApiReply {
  const data = rows.slice((current - 1) * perPage, current * perPage);
  const pagination = {
    total: rows.length,
    count: data.length,
    per_page: perPage,
    current_page: current,
    total_pages: Math.ceil(rows.length / perPage),
    links: {},
  };
  return { status: 200, body: { data, meta: { pagination } } };
}
