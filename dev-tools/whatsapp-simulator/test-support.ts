/** Shared by the simulator's tests: a receiver playing the store's webhook endpoint, and small helpers. */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { WhatsAppSimulator } from "./server";

export const CREDENTIALS = {
  accessToken: "test-token",
  appSecret: "test-app-secret",
  phoneNumberId: "106540352242922",
  wabaId: "102290129340398",
  displayPhoneNumber: "919000000001",
};

export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

type Answer = (request: ReceivedRequest) => { status: number; body?: string };

/** The store's webhook endpoint: records every request and answers as `answer` says (200 by default). */
export async function startReceiver() {
  const received: ReceivedRequest[] = [];
  let answer: Answer = () => ({ status: 200 });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = {
        method: request.method ?? "",
        url: new URL(request.url ?? "/", "http://receiver"),
        headers: request.headers,
        raw: Buffer.concat(chunks),
      };
      received.push(entry);
      const { status, body } = answer(entry);
      response.writeHead(status).end(body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/whatsapp`,
    received,
    answerWith: (next: Answer) => (answer = next),
    /** The JSON payloads posted so far. */
    posts: () =>
      received.filter((entry) => entry.method === "POST").map((entry) => JSON.parse(entry.raw.toString()) as Webhook),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

export interface Webhook {
  entry: { changes: { field: string; value: Record<string, unknown> & { statuses?: StatusEvent[] } }[] }[];
}

export interface StatusEvent {
  id: string;
  status: string;
  errors?: { code: number; title: string }[];
  pricing?: Record<string, unknown>;
  biz_opaque_callback_data?: string;
}

/** The statuses posted for one message, in arrival order. */
export const statusesOf = (receiver: Receiver, wamid: string) =>
  receiver
    .posts()
    .flatMap((post) => post.entry[0]?.changes[0]?.value.statuses ?? [])
    .filter((status) => status.id === wamid);

/** Polls until `probe` returns something truthy (webhooks arrive asynchronously). */
export async function until<T>(probe: () => T, timeoutMs = 3000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${probe.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The fields of Graph's answers the tests read. */
export interface GraphAnswer {
  error?: { code: number; error_subcode?: number; message: string; error_data: { details: string } };
  messages?: { id: string; message_status: string }[];
  data?: { name: string; language: string; status: string; category: string; components: unknown[] }[];
  id?: string;
  status?: string;
}

/** Calls the simulator's Graph API as the store does. */
export async function graph(
  simulator: WhatsAppSimulator,
  path: string,
  body?: unknown,
  token = CREDENTIALS.accessToken,
): Promise<{ status: number; json: GraphAnswer }> {
  const answer = await fetch(`${simulator.url}/v24.0/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, json: (await answer.json()) as GraphAnswer };
}

export const sendMessage = (simulator: WhatsAppSimulator, message: Record<string, unknown>) =>
  graph(simulator, `${CREDENTIALS.phoneNumberId}/messages`, { messaging_product: "whatsapp", ...message });

export const createTemplate = (simulator: WhatsAppSimulator, template: Record<string, unknown>) =>
  graph(simulator, `${CREDENTIALS.wabaId}/message_templates`, template);

/** A utility template with a text body of `parameters` placeholders. */
export const utilityTemplate = (name: string, language: string, text: string) => ({
  name,
  language,
  category: "UTILITY",
  components: [{ type: "BODY", text }],
});

export const bodyParameters = (...values: string[]) => [
  { type: "body", parameters: values.map((text) => ({ type: "text", text })) },
];
