/**
 * Each page gives its client components every namespace they read (lib/i18n/messages.ts): the
 * language layout's, plus those its route's layouts and the page itself name in withPageTexts().
 * A missing one would show the shopper a key, so the code is read here: from each page, every file
 * it imports, statically or on demand; of those, the client ones (a "use client" file and all it
 * imports), and the namespaces their useTranslations() calls name.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SOURCE_FOLDERS, sourceFiles } from "@/test/support/source-files";
import { LAYOUT_NAMESPACES } from "./messages";

const files = SOURCE_FOLDERS.flatMap(sourceFiles);
const sources = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g;
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? path.join(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].find((file) => sources.has(file)) ?? null;
}
const imports = new Map(
  files.map((file) => [
    file,
    [...sources.get(file)!.matchAll(IMPORT)].flatMap(([, specifier]) => resolve(file, specifier!) ?? []),
  ]),
);

function reachable(starts: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...imports.get(file)!);
  }
  return seen;
}

const clientFiles = reachable(files.filter((file) => /^["']use client["']/.test(sources.get(file)!)));
const NAMESPACE = /useTranslations\(\s*["'`]([A-Za-z]+)/g;
/** The namespaces the client components among `reached` read. */
const clientNamespaces = (reached: Set<string>) =>
  new Set(
    [...reached]
      .filter((file) => clientFiles.has(file))
      .flatMap((file) => [...sources.get(file)!.matchAll(NAMESPACE)].map(([, namespace]) => namespace!)),
  );

/** The namespaces a route's layout or page adds with withPageTexts([...]). */
const named = (file: string) =>
  [...(sources.get(file) ?? "").matchAll(/withPageTexts\(\[([^\]]*)\]\)/g)].flatMap(([, list]) =>
    [...list!.matchAll(/"(\w+)"/g)].map(([, namespace]) => namespace!),
  );

const ROOT = path.join("app", "[locale]");
const pages = files.filter((file) => file.startsWith(ROOT) && path.basename(file) === "page.tsx");

/**
 * What a page's client components are given: the language layout's namespaces and those named by
 * the nearest of the page and its folders' layouts that names any. A provider replaces the texts
 * of the one around it, so an outer layout's list does not reach a page under an inner one.
 */
function givenTo(page: string): Set<string> {
  const candidates = [page];
  for (let folder = path.dirname(page); folder !== ROOT; folder = path.dirname(folder)) {
    const layout = path.join(folder, "layout.tsx");
    if (existsSync(layout)) candidates.push(layout);
  }
  const nearest = candidates.map(named).find((namespaces) => namespaces.length > 0) ?? [];
  return new Set([...LAYOUT_NAMESPACES, ...nearest]);
}

describe("each page's texts in the browser", () => {
  it("are found: the reading of the code finds pages, client components and their namespaces", () => {
    expect(pages.length).toBeGreaterThan(25);
    expect(clientNamespaces(reachable([path.join(ROOT, "cart", "page.tsx")]))).toContain("checkout");
  });

  it("include every namespace the language layout's client components read", () => {
    const layout = reachable([path.join(ROOT, "layout.tsx")]);
    const given = new Set<string>(LAYOUT_NAMESPACES);
    expect([...clientNamespaces(layout)].filter((namespace) => !given.has(namespace))).toEqual([]);
  });

  it.each(pages)("include every namespace %s's client components read", (page) => {
    const missing = [...clientNamespaces(reachable([page]))].filter((namespace) => !givenTo(page).has(namespace));
    expect(missing).toEqual([]);
  });
});
