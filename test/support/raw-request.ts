import { connect } from "node:net";

/**
 * Sends bytes to 127.0.0.1:`port` as written, as no HTTP client would (an absolute-form target,
 * `OPTIONS *`), and returns the whole answer once the server closes the connection (send
 * `Connection: close`).
 */
export const rawRequest = (port: number, text: string) =>
  new Promise<string>((resolve, reject) => {
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
