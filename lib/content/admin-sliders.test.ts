import { describe, expect, it } from "vitest";
import type { SliderInput } from "../validation/admin-content";
import { createSlider, deleteSlider, findSlider, listAllSliders, setSliderActive, updateSlider } from "./admin-sliders";
import { sliderFormSchema } from "../validation/admin-content";
import { isInWindow, listActiveSliders } from "./sliders";

const banner = (overrides: Partial<SliderInput> = {}): SliderInput => ({
  title: "Algebra week",
  image: "/images/banners/slider-new-arrivals.svg",
  link: "/shop?category=Algebra",
  order: 0,
  active: true,
  startsAt: null,
  endsAt: null,
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
    expect((await listActiveSliders("en")).map((slider) => slider.id).slice(0, 2)).toEqual([first, later]);

    await setSliderActive(hidden, true);
    await setSliderActive(first, false);
    expect((await listActiveSliders("en")).map((slider) => slider.id).slice(0, 2)).toEqual([hidden, later]);

    await updateSlider(later, banner({ title: "Now first", order: -600, link: null }));
    expect((await listAllSliders())[0]).toMatchObject({ id: later, title: "Now first", order: -600, link: null });

    for (const id of [later, hidden, first]) await deleteSlider(id);
    expect(await findSlider(first)).toBeNull();
    await expect(deleteSlider(first)).rejects.toMatchObject({ status: 404, message: "Banner not found" });
  });
});

describe("a banner's Hindi title", () => {
  it("is saved, changed and removed with the banner, and titles it on the Hindi home page", async () => {
    const id = await createSlider(banner({ title: "Hindi week", hindiTitle: "हिंदी सप्ताह", order: -700 }));
    const other = await createSlider(banner({ title: "English only", order: -699 }));
    expect(await findSlider(id)).toMatchObject({ title: "Hindi week", hindiTitle: "हिंदी सप्ताह" });
    const shown = async (locale: "en" | "hi") =>
      (await listActiveSliders(locale)).filter((slider) => [id, other].includes(slider.id));
    expect(await shown("hi")).toMatchObject([
      { id, title: "हिंदी सप्ताह", lang: "hi" },
      { id: other, title: "English only", lang: "en" },
    ]);
    expect((await shown("en"))[0]).toMatchObject({ title: "Hindi week", lang: "en" });

    await updateSlider(id, banner({ title: "Hindi week", hindiTitle: "हिंदी का हफ़्ता", order: -700 }));
    expect((await findSlider(id))?.hindiTitle).toBe("हिंदी का हफ़्ता");
    await updateSlider(id, banner({ title: "Hindi week", order: -700 }));
    expect((await findSlider(id))?.hindiTitle).toBeNull();
    for (const slider of [id, other]) await deleteSlider(slider);
  });

  it("is optional on the form: left empty, the banner has none", () => {
    const form = {
      title: "Diwali",
      image: "/images/x.svg",
      link: "",
      order: "0",
      active: "on",
      startsOn: "",
      endsOn: "",
    };
    expect(sliderFormSchema.parse({ ...form, hindiTitle: " " })).not.toHaveProperty("hindiTitle");
    expect(sliderFormSchema.parse({ ...form, hindiTitle: "दिवाली" }).hindiTitle).toBe("दिवाली");
  });
});

describe("banner windows", () => {
  const at = (iso: string) => new Date(iso);

  it("read the form's days in India: from the start day's midnight through the end day", () => {
    const form = { title: "Diwali", image: "/images/x.svg", link: "", order: "0", active: "on" };
    expect(sliderFormSchema.parse({ ...form, startsOn: "2026-11-01", endsOn: "2026-11-07" })).toMatchObject({
      startsAt: at("2026-11-01T00:00:00+05:30"),
      endsAt: at("2026-11-08T00:00:00+05:30"),
    });
    expect(sliderFormSchema.parse({ ...form, startsOn: "", endsOn: "" })).toMatchObject({
      startsAt: null,
      endsAt: null,
    });
    // One day is a window too.
    expect(sliderFormSchema.parse({ ...form, startsOn: "2026-11-01", endsOn: "2026-11-01" }).endsAt).toEqual(
      at("2026-11-02T00:00:00+05:30"),
    );
    expect(() => sliderFormSchema.parse({ ...form, startsOn: "2026-11-08", endsOn: "2026-11-07" })).toThrow(
      "The end date must be on or after the start date",
    );
    expect(() => sliderFormSchema.parse({ ...form, startsOn: "1st November" })).toThrow("The start date is invalid");
  });

  it("hold a moment from the start, inclusive, to the end, exclusive, in India's time zone", () => {
    const window = {
      startsAt: at("2026-11-01T00:00:00+05:30").getTime(),
      endsAt: at("2026-11-08T00:00:00+05:30").getTime(),
    };
    expect(isInWindow(window, at("2026-10-31T18:29:59Z"))).toBe(false);
    expect(isInWindow(window, at("2026-10-31T18:30:00Z"))).toBe(true);
    expect(isInWindow(window, at("2026-11-07T23:59:59+05:30"))).toBe(true);
    expect(isInWindow(window, at("2026-11-07T18:30:00Z"))).toBe(false);
    expect(isInWindow({ startsAt: null, endsAt: null }, at("2000-01-01T00:00:00Z"))).toBe(true);
  });

  it("show a banner on the home page only within its window", async () => {
    const now = new Date();
    const day = 24 * 60 * 60 * 1000;
    const ids = {
      current: await createSlider(
        banner({
          title: "Current",
          order: -900,
          startsAt: new Date(now.getTime() - day),
          endsAt: new Date(now.getTime() + day),
        }),
      ),
      upcoming: await createSlider(banner({ title: "Upcoming", order: -900, startsAt: new Date(now.getTime() + day) })),
      ended: await createSlider(banner({ title: "Ended", order: -900, endsAt: new Date(now.getTime() - 1) })),
      open: await createSlider(banner({ title: "Open", order: -900 })),
    };
    const showing = async (when: Date) =>
      (await listActiveSliders("en", when)).map((slider) => slider.id).filter((id) => Object.values(ids).includes(id));

    expect(await showing(now)).toEqual([ids.current, ids.open].sort());
    expect(await showing(new Date(now.getTime() + 2 * day))).toEqual([ids.upcoming, ids.open].sort());
    expect((await findSlider(ids.upcoming))?.startsAt).toBe(now.getTime() + day);
    for (const id of Object.values(ids)) await deleteSlider(id);
  });

  it("refuse an end before the start, and change nothing", async () => {
    const id = await createSlider(banner({ title: "Kept" }));
    const backwards = { startsAt: new Date("2026-11-08T00:00:00Z"), endsAt: new Date("2026-11-01T00:00:00Z") };
    await expect(createSlider(banner({ title: `Backwards ${id}`, ...backwards }))).rejects.toThrow(
      "The end date must be on or after the start date",
    );
    await expect(updateSlider(id, banner({ title: "Changed", ...backwards }))).rejects.toThrow(/on or after/);
    expect(await findSlider(id)).toMatchObject({ title: "Kept", startsAt: null, endsAt: null });
    expect((await listAllSliders()).some((slider) => slider.title === `Backwards ${id}`)).toBe(false);
    await deleteSlider(id);
  });
});
