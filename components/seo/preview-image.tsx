import { ImageResponse } from "next/og";
import { previewFonts, previewPicture } from "@/lib/seo/preview/assets";
import { site } from "@/lib/site";

/** Open Graph's recommended size; Twitter's large summary card shows it too. */
export const PREVIEW_SIZE = { width: 1200, height: 630 };
export const PREVIEW_CONTENT_TYPE = "image/png";

export interface Preview {
  title: string;
  /** A second line: the price, or the author and date. */
  detail?: string;
  /** A site path (/images/…, /uploads/…); left out when it cannot be drawn. */
  picture?: string | null;
}

/**
 * The PNG a shared link shows (WhatsApp and Facebook draw no SVG): the store's name, the page's
 * title and detail, and its picture. Cache-Control: a product's price or picture changes under the
 * same address, so not ImageResponse's default of a year.
 */
export async function previewImage({ title, detail, picture }: Preview): Promise<ImageResponse> {
  const [fonts, pictureUrl] = await Promise.all([previewFonts(), previewPicture(picture)]);
  return new ImageResponse(
    <div
      style={{
        display: "flex",
        width: "100%",
        height: "100%",
        padding: 56,
        gap: 48,
        alignItems: "center",
        background: "linear-gradient(135deg, #eef4ff 0%, #ffffff 60%)",
        fontFamily: "DejaVu Sans",
        color: "#0f172a",
      }}
    >
      <div style={{ display: "flex", flexDirection: "column", flex: 1, height: "100%" }}>
        <div style={{ display: "flex", fontSize: 34, fontWeight: 700, color: "#1d5fd0" }}>{site.name}</div>
        <div style={{ display: "flex", flexDirection: "column", flex: 1, justifyContent: "center", gap: 24 }}>
          <div style={{ display: "flex", fontSize: title.length > 40 ? 52 : 64, fontWeight: 700, lineHeight: 1.15 }}>
            {title}
          </div>
          {detail && <div style={{ display: "flex", fontSize: 40, color: "#334155" }}>{detail}</div>}
        </div>
        <div style={{ display: "flex", fontSize: 26, color: "#475569" }}>{site.tagline}</div>
      </div>
      {pictureUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image
        <img src={pictureUrl} alt="" width={460} height={460} style={{ borderRadius: 24, objectFit: "cover" }} />
      )}
    </div>,
    {
      ...PREVIEW_SIZE,
      fonts,
      headers: { "cache-control": "public, max-age=600, stale-while-revalidate=86400" },
    },
  );
}
