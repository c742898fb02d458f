/**
 * API calls from a loopback address of their own (127.x.y.z). The store counts registrations and
 * orders per client address, the one it sees on the connection; each test shopper comes from its
 * own, as real shoppers come from their own networks. (Playwright's request context cannot choose
 * the address it connects from, so these go through node:http.)
 */
import { randomInt } from "node:crypto";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { STORE_PORT } from "./store-port";

/** An address of 127.0.0.0/8 other than 127.0.0.1, where the browser's own requests come from. */
export const newLoopbackAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** POSTs JSON from `address` to the store at `baseUrl`; answers the status, headers and parsed body. */
export function postJson(
  baseUrl: string,
  address: string,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  const payload = JSON.stringify(data);
  return new Promise<Answer>((resolve, reject) => {
    const call = httpRequest(
      {
        host: hostname,
        port,
        localAddress: address,
        method: "POST",
        path,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text ? JSON.parse(text) : null,
          }),
        );
      },
    );
    call.on("error", reject);
    call.end(payload);
  });
}

/** The store the end-to-end tests run against. */
export const STORE_URL = `http://127.0.0.1:${STORE_PORT}`;

/** POSTs JSON to the store under test from `address`. */
export const postFrom = (address: string, path: string, data: unknown, headers: Record<string, string> = {}) =>
  postJson(STORE_URL, address, path, data, headers);

export interface Registration {
  name: string;
  email: string;
  phone: string;
  password: string;
}

/**
 * Registers a shopper through the API of the store at `baseUrl`, from `address`; answers the
 * session token and the account as the API returns them, or throws on any answer but 201.
 */
export async function registerFrom(baseUrl: string, address: string, registration: Registration) {
  const { status, body } = await postJson(baseUrl, address, "/api/user/register", registration);
  if (status !== 201) throw new Error(`Registering a shopper answered ${status}: ${JSON.stringify(body)}`);
  return body as { token: string; user: { _id: string; name: string; email: string; phone: string; role: string } };
}
