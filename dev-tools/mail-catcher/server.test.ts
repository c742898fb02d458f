/** A port the catcher cannot take is a rejection its caller reports, never a crash or a hang. */
import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startMailCatcher } from "./server";

let holder: Server | undefined;
afterEach(() => new Promise((resolve) => (holder ? holder.close(resolve) : resolve(undefined))));

async function takenPort(): Promise<number> {
  holder = createServer();
  await new Promise<void>((resolve) => holder!.listen(0, "127.0.0.1", resolve));
  return (holder.address() as { port: number }).port;
}

describe("startMailCatcher", () => {
  it("rejects when its SMTP port is taken", async () => {
    await expect(startMailCatcher({ smtpPort: await takenPort() })).rejects.toThrow(/EADDRINUSE/);
  });

  it("rejects when its HTTP port is taken", async () => {
    await expect(startMailCatcher({ httpPort: await takenPort() })).rejects.toThrow(/EADDRINUSE/);
  });
});
