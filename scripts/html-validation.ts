/**
 * The Nu HTML Checker (the `vnu-jar` package, run by Java 17+) over every page the store's
 * sitemaps list: `npm run validate:html` and e2e/html-validity.spec.ts. Every page is fetched
 * first, then one JVM checks them all: starting Java costs more than checking a page.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pLimit from "p-limit";

/** One error on one page: what `validate:html` prints and the e2e check lists. */
export interface HtmlError {
  url: string;
  line: number | null;
  message: string;
}

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const JAVA = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, "bin", "java") : "java";

/** The <loc> addresses of a sitemap or a sitemap index, with their XML entities read. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map(([, loc]) =>
    loc!
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&quot;", '"')
      .replaceAll("&apos;", "'")
      .replaceAll("&amp;", "&"),
  );
}

/**
 * A sitemap's address on the store being checked: the sitemaps name SITE_URL, which may be the
 * public address of a store checked here on localhost.
 */
export function onStore(address: string, store: string): string {
  const { pathname, search } = new URL(address);
  return new URL(pathname + search, store).href;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { redirect: "manual" });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200`);
  return response.text();
}

/** Every page URL of the store's sitemaps (those robots.txt names, else /sitemap.xml), on `store`. */
export async function sitemapPages(store: string): Promise<string[]> {
  const robots = await fetchText(new URL("/robots.txt", store).href);
  const named = [...robots.matchAll(/^sitemap:\s*(\S+)/gim)].map(([, url]) => onStore(url!, store));
  const pending = named.length > 0 ? named : [new URL("/sitemap.xml", store).href];
  const pages: string[] = [];
  for (let sitemap = pending.shift(); sitemap; sitemap = pending.shift()) {
    const xml = await fetchText(sitemap);
    const locations = sitemapLocations(xml).map((loc) => onStore(loc, store));
    // A sitemap index lists sitemaps; a sitemap lists pages.
    (xml.includes("<sitemapindex") ? pending : pages).push(...locations);
  }
  return [...new Set(pages)];
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/** The errors in the checker's `--format json` report, each named by the page's URL. */
export function errorsInReport(report: string, urlOfFile: (file: string) => string): HtmlError[] {
  const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .map((message) => ({
      url: message.url ? urlOfFile(path.basename(new URL(message.url).pathname)) : "(the checker)",
      line: message.lastLine ?? null,
      message: message.message,
    }));
}

function runChecker(files: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // It exits 1 when it found errors: the JSON report on standard error says which.
    execFile(
      JAVA,
      ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (stderr.trimStart().startsWith("{")) resolve(stderr);
        else reject(new Error(`The Nu HTML Checker could not run (${JAVA}): ${error?.message ?? stderr}`));
      },
    );
  });
}

/** Fetches every page of the store's sitemaps and checks them in one run of the Nu HTML Checker. */
export async function validateStorePages(store: string): Promise<{ pages: string[]; errors: HtmlError[] }> {
  const pages = await sitemapPages(store);
  const folder = await mkdtemp(path.join(os.tmpdir(), "validate-html-"));
  try {
    const fetchTurn = pLimit(4);
    const files = await Promise.all(
      pages.map((url, index) =>
        fetchTurn(async () => {
          const file = path.join(folder, `page-${index}.html`);
          await writeFile(file, await fetchText(url));
          return file;
        }),
      ),
    );
    const report = await runChecker(files);
    const errors = errorsInReport(report, (file) => pages[Number(/\d+/.exec(file)?.[0])] ?? file);
    return { pages, errors };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The report `validate:html` prints: each error with its page and line, then the totals. */
export function describeErrors(pages: string[], errors: HtmlError[]): string {
  const lines = errors.map((error) => `${error.url}${error.line === null ? "" : `:${error.line}`}: ${error.message}`);
  const failing = new Set(errors.map((error) => error.url)).size;
  lines.push(`${pages.length} pages checked: ${errors.length} errors on ${failing} pages.`);
  return lines.join("\n");
}
