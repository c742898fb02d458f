/**
 * First-load JavaScript: the gzip size of the scripts a page's HTML loads (its <script src> list,
 * the `nomodule` polyfills included, as the figures count them). The floor is the same figure for a bare
 * Next.js app (app/layout.tsx + app/page.tsx) built with this store's node_modules.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { runBinary } from "../programs";
import { freePort } from "../ports";
import { startServer } from "./processes";

const SCRIPT_TAG = /<script\b[^>]*>/g;
const SOURCE = /\bsrc="([^"]+)"/;

/** The scripts `html` loads, in order, each once. */
export function scriptSources(html: string): string[] {
  const sources = (html.match(SCRIPT_TAG) ?? [])
    .map((tag) => SOURCE.exec(tag)?.[1])
    .filter((source): source is string => source !== undefined);
  return [...new Set(sources)];
}

/** Bytes of gzip of the scripts the page at `url` loads. */
export async function firstLoadJsBytes(url: string): Promise<number> {
  const page = await fetch(url);
  if (!page.ok) throw new Error(`${url} answered ${page.status}`);
  let total = 0;
  for (const source of scriptSources(await page.text())) {
    const script = await fetch(new URL(source, url));
    if (!script.ok) throw new Error(`${source} (from ${url}) answered ${script.status}`);
    total += gzipSync(Buffer.from(await script.arrayBuffer())).length;
  }
  return total;
}

const BARE_LAYOUT = `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;
const BARE_PAGE = `export default function Home() {
  return <main>Hello</main>;
}
`;

const versionOf = (name: string) =>
  (JSON.parse(readFileSync(path.join("node_modules", name, "package.json"), "utf8")) as { version: string }).version;

/**
 * Points the bare app's node_modules at this checkout's. The app is kept between runs, and an
 * earlier run's checkout (of the same versions) may have been removed since, leaving the link dangling.
 */
function linkNodeModules(dir: string): void {
  const link = path.join(dir, "node_modules");
  const target = path.resolve("node_modules");
  const current = lstatSync(link, { throwIfNoEntry: false });
  if (current?.isSymbolicLink() && readlinkSync(link) === target) return;
  rmSync(link, { force: true, recursive: true });
  symlinkSync(target, link, "dir");
}

/**
 * Builds (once per Next.js and React version, kept in the temp dir) and serves a bare Next.js app
 * on this store's node_modules; answers its first-load JS. Its server is stopped by stopAll().
 */
export async function floorBytes(): Promise<{ bytes: number; versions: string }> {
  const versions = `next ${versionOf("next")}, react ${versionOf("react")}`;
  const dir = path.join(os.tmpdir(), `ganitplay-bench-floor-${versionOf("next")}-${versionOf("react")}`);
  mkdirSync(path.join(dir, "app"), { recursive: true });
  linkNodeModules(dir);
  if (!existsSync(path.join(dir, ".next", "BUILD_ID"))) {
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "bare-next-app", private: true }));
    writeFileSync(path.join(dir, "app", "layout.tsx"), BARE_LAYOUT);
    writeFileSync(path.join(dir, "app", "page.tsx"), BARE_PAGE);
    // Turbopack resolves only under its root: the symlinked node_modules lives elsewhere.
    const root = JSON.stringify(path.parse(dir).root);
    writeFileSync(
      path.join(dir, "next.config.mjs"),
      `export default { turbopack: { root: ${root} }, outputFileTracingRoot: ${root} };\n`,
    );
    console.log(`Building a bare Next.js app in ${dir} (the floor, once).`);
    const nextBinary = path.resolve("node_modules", ".bin", "next");
    await runBinary(nextBinary, ["build", dir], { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, { quiet: true });
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  await startServer(
    path.resolve("node_modules", "next", "dist", "bin", "next"),
    ["start", dir, "--port", String(port), "--hostname", "127.0.0.1"],
    {
      cwd: dir,
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      readyUrl: `${baseUrl}/`,
    },
  );
  return { bytes: await firstLoadJsBytes(`${baseUrl}/`), versions };
}
