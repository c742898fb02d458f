/**
 * Runs once when the Next.js server starts: a wrong configuration stops the store at start-up
 * with a clear message, rather than failing the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("./lib/env");
  try {
    env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
