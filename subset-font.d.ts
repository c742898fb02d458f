/** subset-font ships no types: the one call the font route makes (app/fonts/[file]/route.ts). */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "sfnt" | "woff" | "woff2"; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}
