/**
 * Browsers ask for /favicon.ico on their own (on a static page, on a page restored from history);
 * the store's icon is app/icon.svg, so they are sent there instead of being answered 404.
 */
export function GET() {
  return new Response(null, {
    status: 308,
    headers: { Location: "/icon.svg", "Cache-Control": "public, max-age=86400" },
  });
}
