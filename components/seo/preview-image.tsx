import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";
import type { CSSProperties, ReactElement } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { previewFonts, previewPicture } from "@/lib/seo/preview/assets";
import { drawnText } from "@/lib/seo/preview/drawn-text";
import { site } from "@/lib/site";

/** Open Graph's recommended size; Twitter's large summary card shows it too. */
export const PREVIEW_SIZE = { width: 1200, height: 630 };
export const PREVIEW_CONTENT_TYPE = "image/png";

const PADDING = 56;
const GAP = 48;
const PICTURE = 460;

export interface Preview {
  /** The page's language: its texts, and the tagline, are drawn in it. */
  locale: Locale;
  title: string;
  /** A second line: the price, or the author and date. */
  detail?: string;
  /** A site path (/images/…, /uploads/…); left out when it cannot be drawn. */
  picture?: string | null;
}

interface Line {
  text: string;
  size: number;
  weight: 400 | 700;
  color: string;
  style?: CSSProperties;
}

/**
 * One line of text: English as satori text; Hindi as a picture drawn with Devanagari shaping
 * (lib/seo/preview/drawn-text.ts), which satori lacks.
 */
async function drawnLine(locale: Locale, line: Line, width: number): Promise<ReactElement> {
  if (locale === "en") {
    return (
      <div style={{ display: "flex", fontSize: line.size, fontWeight: line.weight, color: line.color, ...line.style }}>
        {line.text}
      </div>
    );
  }
  const drawn = await drawnText({ ...line, width });
  // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image
  return <img src={drawn.src} alt="" width={drawn.width} height={drawn.height} />;
}

/**
 * The PNG a shared link shows (WhatsApp and Facebook draw no SVG): the store's name, the page's
 * title and detail, and its picture. Cache-Control: a product's price or picture changes under the
 * same address, so not ImageResponse's default of a year.
 */
export async function previewImage({ locale, title, detail, picture }: Preview): Promise<ImageResponse> {
  const [fonts, pictureUrl, t] = await Promise.all([
    previewFonts(),
    previewPicture(picture),
    getTranslations({ locale, namespace: "layout" }),
  ]);
  const textWidth = PREVIEW_SIZE.width - 2 * PADDING - (pictureUrl ? PICTURE + GAP : 0);
  const ink = "#0f172a";
  const [titleLine, detailLine, taglineLine] = await Promise.all([
    drawnLine(
      locale,
      { text: title, size: title.length > 40 ? 52 : 64, weight: 700, color: ink, style: { lineHeight: 1.15 } },
      textWidth,
    ),
    detail && drawnLine(locale, { text: detail, size: 40, weight: 400, color: "#334155" }, textWidth),
    drawnLine(locale, { text: t("tagline"), size: 26, weight: 400, color: "#475569" }, textWidth),
  ]);
  return new ImageResponse(
    <div
      style={{
        display: "flex",
        width: "100%",
        height: "100%",
        padding: PADDING,
        gap: GAP,
        alignItems: "center",
        background: "linear-gradient(135deg, #eef4ff 0%, #ffffff 60%)",
        fontFamily: "DejaVu Sans",
        color: ink,
      }}
    >
      <div style={{ display: "flex", flexDirection: "column", flex: 1, height: "100%" }}>
        <div style={{ display: "flex", fontSize: 34, fontWeight: 700, color: "#1d5fd0" }}>{site.name}</div>
        <div style={{ display: "flex", flexDirection: "column", flex: 1, justifyContent: "center", gap: 24 }}>
          {titleLine}
          {detailLine}
        </div>
        {taglineLine}
      </div>
      {pictureUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image
        <img
          src={pictureUrl}
          alt=""
          width={PICTURE}
          height={PICTURE}
          style={{ borderRadius: 24, objectFit: "cover" }}
        />
      )}
    </div>,
    {
      ...PREVIEW_SIZE,
      fonts,
      headers: { "cache-control": "public, max-age=600, stale-while-revalidate=86400" },
    },
  );
}
