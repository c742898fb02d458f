/**
 * The banner form's server action (#16 item 10): only an admin's cookie session may save a
 * banner, and a window that ends before it starts is refused with nothing changed.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { browserCookies } from "@/test/support/browser-cookies";
import { signInToAdminAs } from "@/test/support/users-and-products";
import { createSlider, deleteSlider, findSlider } from "@/lib/content/admin-sliders";
import { updateSliderAction } from "./actions";

vi.mock("next/headers", () => import("@/test/support/browser-cookies"));

beforeEach(() => browserCookies.clear());

function bannerForm(id: string, window: { startsOn: string; endsOn: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    id,
    title: "Diwali week",
    image: "/images/banners/slider-new-arrivals.svg",
    link: "/shop",
    order: "3",
    active: "on",
    ...window,
  }))
    form.set(name, value);
  return form;
}

describe("updateSliderAction", () => {
  const unchanged = { title: "Before", order: 0, startsAt: null, endsAt: null };
  const newBanner = () =>
    createSlider({
      title: "Before",
      image: "/images/x.svg",
      link: null,
      order: 0,
      active: true,
      startsAt: null,
      endsAt: null,
    });

  it("saves an admin's window, in India's days", async () => {
    await signInToAdminAs("ADMIN");
    const id = await newBanner();
    const result = await updateSliderAction(null, bannerForm(id, { startsOn: "2026-11-01", endsOn: "2026-11-07" }));
    expect(result).toEqual({ ok: true, message: "Banner saved." });
    expect(await findSlider(id)).toMatchObject({
      title: "Diwali week",
      startsAt: Date.parse("2026-11-01T00:00:00+05:30"),
      endsAt: Date.parse("2026-11-08T00:00:00+05:30"),
    });
    await deleteSlider(id);
  });

  it("refuses an end before the start, and changes nothing", async () => {
    await signInToAdminAs("ADMIN");
    const id = await newBanner();
    const result = await updateSliderAction(null, bannerForm(id, { startsOn: "2026-11-08", endsOn: "2026-11-07" }));
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining("The end date must be on or after the start date"),
    });
    expect(await findSlider(id)).toMatchObject(unchanged);
    await deleteSlider(id);
  });

  it("refuses a shopper, even with a shopper's token in the admin cookie, and changes nothing", async () => {
    await signInToAdminAs("CUSTOMER");
    const id = await newBanner();
    const result = await updateSliderAction(null, bannerForm(id, { startsOn: "2026-11-01", endsOn: "2026-11-07" }));
    expect(result).toEqual({ ok: false, message: "Only store administrators can do this" });
    browserCookies.clear();
    expect((await updateSliderAction(null, bannerForm(id, { startsOn: "", endsOn: "" }))).ok).toBe(false);
    expect(await findSlider(id)).toMatchObject(unchanged);
    await deleteSlider(id);
  });
});
