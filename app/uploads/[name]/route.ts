import { readUploadedImage } from "@/lib/media/uploads";

// GET /uploads/{name} – an operator-uploaded image; content-hash names never change, so cache for a year
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const image = await readUploadedImage((await params).name);
  if (!image) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}
