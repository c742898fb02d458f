/**
 * #29 finding 3 through the store's real server: a path whose percent-encoding is not UTF-8 and
 * the TRACE method used to answer 500. Raw node:http requests, so the targets reach the server
 * exactly as written (a browser or fetch would re-encode them, and fetch refuses TRACE).
 */
import { request as httpRequest } from "node:http";
import { expect, test } from "./support/test";
import { STORE_PORT } from "./support/store-port";

/** Sends `method target` as is; answers the status and headers. */
function send(method: string, target: string) {
  return new Promise<{ status: number; allow?: string }>((resolve, reject) => {
    const call = httpRequest({ host: "127.0.0.1", port: STORE_PORT, method, path: target }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }));
    });
    call.on("error", reject);
    call.end();
  });
}

test("a path with malformed percent-encoding is a 400, on the API and on pages", { tag: "@api" }, async () => {
  for (const target of ["/api/order/details/%E0%A4%A", "/api/blog/%ff%fe", "/shop/%E0%A4%A", "/blog/%ff"]) {
    expect({ target, status: (await send("GET", target)).status }).toEqual({ target, status: 400 });
  }
});

test("a search that decodes to no valid text shows the normal list", { tag: "@api" }, async () => {
  for (const target of ["/shop?q=%ED%A0%80", "/shop?q=%E0%A4%A", "/blog?tag=%ff", "/api/blog/all?tag=%ED%A0%80"]) {
    expect({ target, status: (await send("GET", target)).status }).toEqual({ target, status: 200 });
  }
});

test("TRACE is a 405 naming the methods served, and TRACK a 400", { tag: "@api" }, async () => {
  expect(await send("TRACE", "/")).toEqual({ status: 405, allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" });
  expect((await send("TRACE", "/api/blog/all")).status).toBe(405);
  expect((await send("TRACK", "/")).status).toBe(400);
});
