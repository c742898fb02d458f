import { UPLOAD_CONTENT_SECURITY_POLICY } from "@/lib/http/security-headers";
import { openUploadedImage } from "@/lib/media/uploads";

// GET /uploads/{name} – an operator-uploaded image, streamed from where it is kept (a folder or a
// bucket); content-hash names never change, so cache for a year
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const image = await openUploadedImage((await params).name);
  if (!image) return new Response("Not found", { status: 404 });
  return new Response(image.body, {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": UPLOAD_CONTENT_SECURITY_POLICY,
    },
  });
}
