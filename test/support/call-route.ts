/** Calls a route handler as Next.js would, and reads its JSON answer. */

type Handler<Params> = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;

interface CallOptions<Params> {
  method?: string;
  /** Serialised as JSON unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  params?: Params;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary fields
  body: any;
}

export async function callRoute<Params = Record<string, never>>(
  handler: Handler<Params>,
  { method = "POST", body, rawBody, token, headers = {}, query, params }: CallOptions<Params> = {},
): Promise<CallResult> {
  const url = new URL("http://store.test/api");
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  const request = new Request(url, {
    method,
    body: method === "GET" ? undefined : payload,
    headers: {
      "content-type": "application/json",
      // Each call from its own address, so per-address login throttling never spans tests.
      "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 254) + 1}`,
      ...(token ? { token } : {}),
      ...headers,
    },
  });
  const response = await handler(request, { params: Promise.resolve(params ?? ({} as Params)) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}
