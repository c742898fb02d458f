import { describe, expect, it } from "vitest";
import type { SliderInput } from "../validation/admin-content";
import { createSlider, deleteSlider, findSlider, listAllSliders, setSliderActive, updateSlider } from "./admin-sliders";
import { listActiveSliders } from "./sliders";

const banner = (overrides: Partial<SliderInput> = {}): SliderInput => ({
  title: "Algebra week",
  image: "/images/banners/slider-new-arrivals.svg",
  link: "/shop?category=Algebra",
  order: 0,
  active: true,
  ...overrides,
});

describe("banner links", () => {
  it.each(["/shop", "/blog/some-post?x=1#top", "https://www.example.in/offer", null])("accepts %s", async (link) => {
    const id = await createSlider(banner({ link }));
    expect((await findSlider(id))?.link).toBe(link);
  });

  it.each([
    "javascript:alert(1)",
    "http://insecure.example",
    "//evil.example/path",
    "/\\evil.example",
    "shop",
    "data:text/html,hi",
    "/with space",
  ])("refuses %s", async (link) => {
    await expect(createSlider(banner({ link }))).rejects.toThrow(/path on this site.*https:\/\//);
  });

  it("refuses an image that is not a path on this site", async () => {
    await expect(createSlider(banner({ image: "https://evil.example/a.png" }))).rejects.toThrow(/must start with \//);
  });
});

describe("banner order and activity", () => {
  it("lists every banner by order, and only active ones on the home page", async () => {
    const later = await createSlider(banner({ title: "Later", order: -500 }));
    const hidden = await createSlider(banner({ title: "Hidden", order: -502, active: false }));
    const first = await createSlider(banner({ title: "First", order: -501 }));

    const all = (await listAllSliders()).map((slider) => slider.id);
    expect(all.slice(0, 3)).toEqual([hidden, first, later]);
    expect((await listActiveSliders()).map((slider) => slider.id).slice(0, 2)).toEqual([first, later]);

    await setSliderActive(hidden, true);
    await setSliderActive(first, false);
    expect((await listActiveSliders()).map((slider) => slider.id).slice(0, 2)).toEqual([hidden, later]);

    await updateSlider(later, banner({ title: "Now first", order: -600, link: null }));
    expect((await listAllSliders())[0]).toMatchObject({ id: later, title: "Now first", order: -600, link: null });

    for (const id of [later, hidden, first]) await deleteSlider(id);
    expect(await findSlider(first)).toBeNull();
    await expect(deleteSlider(first)).rejects.toMatchObject({ status: 404, message: "Banner not found" });
  });
});
