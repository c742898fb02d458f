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

/** POSTs JSON to the store from `address`; answers the status, headers and parsed body. */
export function postFrom(address: string, path: string, data: unknown, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(data);
  return new Promise<Answer>((resolve, reject) => {
    const call = httpRequest(
      {
        host: "127.0.0.1",
        port: STORE_PORT,
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
