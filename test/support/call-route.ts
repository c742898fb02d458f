/** Calls a route handler as Next.js would, and reads its JSON answer. */
import { randomBytes } from "node:crypto";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";

/** A client address no other call of the run uses: a random /64 of IPv6's documentation block. */
export const newClientAddress = () => `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::1`;

type Handler<Params> = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;

interface CallOptions<Params> {
  method?: string;
  /** Serialised as JSON unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string;
  token?: string;
  /** The address server/index.js would have found; a new one for each call unless given. */
  clientAddress?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  params?: Params;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary fields
  body: any;
}

/** Calls a route handler as Next.js would; answers its response, headers and all. */
export async function routeResponse<Params = Record<string, never>>(
  handler: Handler<Params>,
  {
    method = "POST",
    body,
    rawBody,
    token,
    clientAddress = newClientAddress(),
    headers = {},
    query,
    params,
  }: CallOptions<Params> = {},
): Promise<Response> {
  const url = new URL("http://store.test/api");
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  const request = new Request(url, {
    method,
    body: method === "GET" ? undefined : payload,
    headers: {
      "content-type": "application/json",
      // Per-address limits never span tests: each call comes from its own address unless told.
      [CLIENT_ADDRESS_HEADER]: clientAddress,
      ...(token ? { token } : {}),
      ...headers,
    },
  });
  return handler(request, { params: Promise.resolve(params ?? ({} as Params)) });
}

export async function callRoute<Params = Record<string, never>>(
  handler: Handler<Params>,
  options: CallOptions<Params> = {},
): Promise<CallResult> {
  const response = await routeResponse(handler, options);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}
