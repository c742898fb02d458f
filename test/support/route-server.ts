/**
 * A small HTTP server that plays Next.js for a few of the store's route handlers, so a provider's
 * simulator can call the store's webhooks in a test as it would a running store.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Handler = (request: Request, context: { params: Promise<object> }) => Promise<Response>;
export type RouteModules = Record<string, Partial<Record<string, Handler>>>;

async function forward(routes: RouteModules, request: IncomingMessage, response: ServerResponse, base: string) {
  const url = new URL(request.url ?? "/", base);
  const handler = routes[url.pathname]?.[request.method ?? "GET"];
  if (!handler) return void response.writeHead(404).end();
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const answer = await handler(
    new Request(url, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.method === "GET" ? undefined : Buffer.concat(chunks),
    }),
    { params: Promise.resolve({}) },
  );
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

/** Listens on a free loopback port; answers its address and how to stop it. */
export async function startRouteServer(routes: RouteModules) {
  let url = "";
  const server = createServer((request, response) => {
    forward(routes, request, response, url).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
