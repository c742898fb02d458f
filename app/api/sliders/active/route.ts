import { listActiveSliders } from "@/lib/content/sliders";
import { apiRoute, ok } from "@/lib/http/responses";
import { toSliderJson } from "@/lib/wire/slider";

// GET /api/sliders/active – the home page's active banners, in order
export const GET = apiRoute(async () => ok({ sliders: (await listActiveSliders()).map(toSliderJson) }), {
  sharedCache: true,
});
