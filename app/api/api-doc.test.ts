/**
 * docs/API.md documents every handler: each method a route.ts under app/api exports has its own
 * "### METHOD /api/path" heading (a dynamic segment [name] is written {name}).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const API_FOLDER = path.resolve("app", "api");
const METHODS = /export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g;

/** "METHOD /api/path" for every method of every route handler. */
function handlers(): string[] {
  return readdirSync(API_FOLDER, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .flatMap((file) => {
      const route = path
        .dirname(file)
        .split(path.sep)
        .map((segment) => segment.replace(/^\[(.+)\]$/, "{$1}"));
      const source = readFileSync(path.join(API_FOLDER, file), "utf8");
      return [...source.matchAll(METHODS)].map(([, method]) => `${method} /api/${route.join("/")}`);
    })
    .toSorted();
}

/** The handlers API.md has a heading for (a heading may show a query after the path). */
function documented(): Set<string> {
  const headings = readFileSync(path.resolve("docs", "API.md"), "utf8").matchAll(/^### (\S+ \/api\/[^\s?]+)/gm);
  return new Set([...headings].map(([, handler]) => handler!));
}

describe("docs/API.md", () => {
  it("finds the route handlers", () => {
    expect(handlers()).toContain("POST /api/order/place");
    expect(handlers()).toContain("PATCH /api/user/addresses/{addressId}");
  });

  it("has a heading for every handler", () => {
    const headings = documented();
    expect(handlers().filter((handler) => !headings.has(handler))).toEqual([]);
  });
});
