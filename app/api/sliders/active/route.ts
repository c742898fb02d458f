import { listActiveSliders } from "@/lib/content/sliders";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { apiRoute, ok } from "@/lib/http/responses";
import { toSliderJson } from "@/lib/wire/slider";

// GET /api/sliders/active – the home page's active banners, in order
export const GET = apiRoute(async () => ok({ sliders: (await listActiveSliders(DEFAULT_LOCALE)).map(toSliderJson) }), {
  sharedCache: true,
});
