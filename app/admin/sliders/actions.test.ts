/**
 * The banner form's server action (#16 item 10): only an admin's cookie session may save a
 * banner, and a window that ends before it starts is refused with nothing changed.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminCookieName, startAdminSession } from "@/lib/auth/admin-session";
import { createSlider, deleteSlider, findSlider } from "@/lib/content/admin-sliders";
import { createUser } from "@/test/support/users-and-products";
import { updateSliderAction } from "./actions";

/** The cookies of the browser making the request, as next/headers reads them. */
const browser = vi.hoisted(() => ({ cookies: new Map<string, string>() }));
vi.mock("next/headers", () => ({
  cookies: () =>
    Promise.resolve({
      get: (name: string) => {
        const value = browser.cookies.get(name);
        return value === undefined ? undefined : { name, value };
      },
    }),
}));
// Expiring a cache tag needs a Next.js request; here the database is what is checked.
vi.mock("next/cache", async (original) => ({ ...(await original()), revalidateTag: vi.fn() }));

beforeEach(() => browser.cookies.clear());

async function signInAs(role: "ADMIN" | "CUSTOMER") {
  const { user, token } = await createUser({ role });
  const cookie = role === "ADMIN" ? (await startAdminSession(user.id)).split(";")[0]!.split("=")[1]! : token;
  browser.cookies.set(adminCookieName(), cookie);
}

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
    await signInAs("ADMIN");
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
    await signInAs("ADMIN");
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
    await signInAs("CUSTOMER");
    const id = await newBanner();
    const result = await updateSliderAction(null, bannerForm(id, { startsOn: "2026-11-01", endsOn: "2026-11-07" }));
    expect(result).toEqual({ ok: false, message: "Only store administrators can do this" });
    browser.cookies.clear();
    expect((await updateSliderAction(null, bannerForm(id, { startsOn: "", endsOn: "" }))).ok).toBe(false);
    expect(await findSlider(id)).toMatchObject(unchanged);
    await deleteSlider(id);
  });
});
