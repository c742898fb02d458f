import { connect } from "node:net";

/**
 * Sends bytes to `host`:`port` as written, as no HTTP client would (an absolute-form target,
 * `OPTIONS *`, TRACE, a percent-encoding that is not UTF-8), and returns the whole answer once the
 * server closes the connection (send `Connection: close`).
 */
const rawRequest = (port: number, text: string, host = "127.0.0.1") =>
  new Promise<string>((resolve, reject) => {
    let answer = "";
    const socket = connect(port, host, () => socket.write(text));
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });

export interface RawAnswer {
  /** 0 when the server closed the connection without answering (Node.js does so for CONNECT). */
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** As sent: not de-chunked. */
  body: string;
  /** The answer as it came. */
  text: string;
}

/**
 * `method target` exactly as given, with `Host: localhost`, `Connection: close` and `headers`;
 * answers the status, headers and body the server sent.
 */
export async function sendRequest(
  port: number,
  method: string,
  target: string,
  { host, headers = {} }: { host?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const lines = [`${method} ${target} HTTP/1.1`, "Host: localhost", "Connection: close"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const text = await rawRequest(port, `${lines.join("\r\n")}\r\n\r\n`, host);
  const [head = "", ...body] = text.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const answerHeaders: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon > 0) answerHeaders[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(/^HTTP\/1\.[01] (\d{3}) /.exec(statusLine)?.[1] ?? 0);
  return { status, headers: answerHeaders, body: body.join("\r\n\r\n"), text };
}
