import { expect, test } from "./support/test";
import { offices } from "../components/contact/offices";

test.describe("contact page", () => {
  test("shows the configured phones, e-mail and three social links", async ({ page }) => {
    await page.goto("/contact");
    const reach = page.getByRole("region", { name: "Reach us" });
    for (const phone of process.env.NEXT_PUBLIC_STORE_PHONES!.split(",")) {
      await expect(reach.getByRole("link", { name: phone })).toHaveAttribute("href", /^tel:\+\d+$/);
    }
    const email = process.env.NEXT_PUBLIC_STORE_EMAIL!;
    await expect(reach.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    const social = reach.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveText([/^Instagram/, /^Facebook/, /^YouTube/]);
    await expect(social.first()).toHaveAttribute("href", process.env.NEXT_PUBLIC_INSTAGRAM_URL!);
  });

  test("has four office cards; only the head office shows a street address", async ({ page }) => {
    await page.goto("/contact");
    const cards = page.getByRole("region", { name: "Our offices" }).getByRole("article");
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Jodhpur",
      "Hyderabad",
      "Bhubaneshwar",
      "Indore",
    ]);
    await expect(cards.first()).toContainText("Head office");
    await expect(cards.first()).toContainText(process.env.NEXT_PUBLIC_STORE_ADDRESS!);
    await expect(cards.nth(1)).toContainText("Hyderabad, Telangana");
  });

  test("loads an office's map from OpenStreetMap only when asked", async ({ page }) => {
    const mapRequests: string[] = [];
    await page.route("https://www.openstreetmap.org/**", async (route) => {
      mapRequests.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" });
    });
    await page.goto("/contact");
    const officeSection = page.getByRole("region", { name: "Our offices" });
    await expect(officeSection.locator("iframe")).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    const hyderabad = offices.find((office) => office.id === "hyderabad")!;
    await officeSection.getByRole("button", { name: "Show map of Hyderabad" }).click();
    const map = officeSection.getByTitle("Map of Hyderabad");
    await expect(map).toBeFocused();
    const src = new URL((await map.getAttribute("src"))!);
    expect(src.origin + src.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(src.searchParams.get("marker")).toBe(`${hyderabad.latitude},${hyderabad.longitude}`);
    await expect(officeSection.locator("iframe")).toHaveCount(1);
  });
});
