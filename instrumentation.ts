/** Next.js calls this once when the server starts (server-start.ts says what happens then). */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { onServerStart } = await import("./lib/server-start");
    onServerStart();
  }
}
