/**
 * The cookies of the browser making a request, as `next/headers` reads them in server actions and
 * pages. A test stands this module in for Next.js's with
 * `vi.mock("next/headers", () => import("@/test/support/browser-cookies"))` and clears
 * `browserCookies` before each test. It imports nothing of the store: the store's modules import
 * `next/headers`, which is this module.
 */
export const browserCookies = new Map<string, string>();

export function cookies() {
  return Promise.resolve({
    get: (name: string) => {
      const value = browserCookies.get(name);
      return value === undefined ? undefined : { name, value };
    },
  });
}

/** What the browser keeps from a Set-Cookie header: its name and value. */
export function keepCookie(setCookie: string): void {
  const [name, value] = setCookie.split(";")[0]!.split("=") as [string, string];
  browserCookies.set(name, value);
}
