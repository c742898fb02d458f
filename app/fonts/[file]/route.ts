import { readFile } from "node:fs/promises";
import subsetFont from "subset-font";
import { DEVANAGARI_WEIGHTS, devanagariFontPath, hindiCharacters } from "@/components/layout/devanagari-font";
import { devanagariFontFile } from "@/lib/fonts";

/** Written once at build, then served as a file (components/layout/devanagari-font.ts). */
export const dynamic = "force-static";
export const dynamicParams = false;

const FILES = new Map(DEVANAGARI_WEIGHTS.map((weight) => [devanagariFontPath(weight).split("/").at(-1)!, weight]));

export const generateStaticParams = () => [...FILES.keys()].map((file) => ({ file }));

// GET /fonts/{file} – the Devanagari font the pages use, cut by HarfBuzz to Hindi's letters and their conjuncts
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const weight = FILES.get((await params).file);
  if (!weight) return new Response("Not found", { status: 404 });
  const font = await subsetFont(await readFile(devanagariFontFile(weight, "woff2")), hindiCharacters(), {
    targetFormat: "woff2",
  });
  return new Response(new Uint8Array(font), {
    headers: {
      "Content-Type": "font/woff2",
      // Not versioned in its address: kept a week, refreshed in the background after.
      "Cache-Control": "public, max-age=604800, stale-while-revalidate=2592000",
    },
  });
}
