import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { declarations } from "../prisma/seed-data/declarations";
import { products } from "../prisma/seed-data/products";
import { readJsonLd } from "./support/json-ld";

const trignoCard = products.find((product) => product.slug === "trigno-card")!;

async function productUrl(request: APIRequestContext, name: string) {
  const { products: records } = (await (await request.get("/api/products/list")).json()) as {
    products: { _id: string; name: string }[];
  };
  return `/shop/${records.find((record) => record.name === name)!._id}`;
}

test.describe("product page", () => {
  test(
    "is in the HTML without JavaScript, with valid Product and breadcrumb JSON-LD",
    { tag: "@api" },
    async ({ request }) => {
      const html = await (await request.get(await productUrl(request, trignoCard.name))).text();
      expect(html).toContain(`<h1`);
      expect(html).toContain(trignoCard.name);
      const price = ((trignoCard.discountPricePaise ?? trignoCard.pricePaise) / 100).toLocaleString("en-IN", {
        minimumFractionDigits: 2,
      });
      expect(html).toContain(`₹${price}`);

      const blocks = readJsonLd(html);
      const product = blocks.find((block) => block["@type"] === "Product")!;
      expect(product).toMatchObject({
        name: trignoCard.name,
        offers: {
          priceCurrency: "INR",
          price: ((trignoCard.discountPricePaise ?? trignoCard.pricePaise) / 100).toFixed(2),
        },
      });
      expect(JSON.stringify(product)).not.toMatch(/review|aggregateRating/i);
      expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
    },
  );

  test("has a breadcrumb, gallery, tabs and savings", async ({ page, request }) => {
    await page.goto(await productUrl(request, trignoCard.name));
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
      new RegExp(String.raw`Home\s*/\s*Shop\s*/\s*` + trignoCard.name),
    );
    await expect(page.getByRole("heading", { level: 1, name: trignoCard.name })).toBeVisible();

    const main = page.getByRole("img", { name: /picture 1 of/ });
    await expect(main).toBeVisible();
    await page.getByRole("button", { name: "Next picture" }).click();
    await expect(page.getByRole("img", { name: /picture 2 of/ })).toBeVisible();
    await page.getByRole("button", { name: "Previous picture" }).click();
    await page.getByRole("button", { name: "Picture 3", exact: true }).click();
    await expect(page.getByRole("img", { name: /picture 3 of/ })).toBeVisible();

    const description = page.getByRole("tabpanel", { name: "Description" });
    await expect(description).toContainText("Key Features");
    await page.getByRole("tab", { name: "Specifications" }).click();
    await expect(page.getByRole("tabpanel", { name: "Specifications" })).toContainText("Dimensions");
    await page.getByRole("tab", { name: "Specifications" }).press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Description" })).toBeFocused();

    if (trignoCard.discountPricePaise) await expect(page.getByTestId("savings")).toContainText("Save ₹");
  });

  test("links the real review count to the reviews section, and invents no rating", async ({ page, request }) => {
    const url = await productUrl(request, trignoCard.name);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(url);
    // No browser test reviews this product: no count, no stars, no seeded rating.
    const reviews = page.getByRole("link", { name: "No reviews yet" });
    await expect(reviews).toHaveAttribute("href", "#reviews");
    await expect(page.getByRole("img", { name: /^Rated / })).toHaveCount(0);
    const section = page.locator("#reviews");
    await expect(section.getByRole("heading", { name: "Customer reviews" })).toBeVisible();
    await expect(section).toContainText("Only customers who received this product can review it");
    expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
  });

  test("checks delivery by pincode as the sixth digit is typed, and remembers it", async ({ page, request }) => {
    const url = await productUrl(request, trignoCard.name);
    await page.goto(url);
    const pincode = page.getByLabel("Check delivery");
    await pincode.fill("34200");
    await expect(page.getByRole("button", { name: "Check" })).toBeDisabled();
    await pincode.fill("342001");
    await expect(page.getByText("Delivers to Jodhpur, Rajasthan")).toBeVisible();
    await expect(page.getByText(/^Cash on delivery available, for a fee of \+₹\d+\.\d\d$/)).toBeVisible();
    // The courier's own date (the Shiprocket simulator), as a day of the week.
    await expect(page.getByText(/^Arrives by (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible();
    // Checked once, it is checked again on the next product page the shopper opens.
    await page.goto(url);
    await expect(pincode).toHaveValue("342001");
    await expect(page.getByText("Delivers to Jodhpur, Rajasthan")).toBeVisible();

    await pincode.fill("999999");
    await expect(page.getByText("Pincode not serviceable")).toBeVisible();
    await pincode.fill("12ab");
    await expect(pincode).toHaveValue("12");
  });

  test("declares maker, origin, net quantity, MRP, care and BIS status in Product details", async ({
    page,
    request,
  }) => {
    const url = await productUrl(request, trignoCard.name);
    const blocks = readJsonLd(await (await request.get(url)).text());
    expect(blocks.find((block) => block["@type"] === "Product")).toMatchObject({
      countryOfOrigin: { "@type": "Country", name: "India" },
      manufacturer: { "@type": "Organization", name: "GanitPlay" },
    });

    await page.goto(url);
    const details = page.getByRole("region", { name: "Product details" });
    // The store's own make: its name, address and contact come from configuration (scripts/e2e.ts).
    const rows = {
      Manufacturer: "GanitPlay, Test House, 1 Example Road, Jodhpur 342001",
      "Country of origin": "India",
      "Net quantity": declarations["trigno-card"]!.netQuantity,
      MRP: `₹${(trignoCard.pricePaise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })} (inclusive of all taxes)`,
      Size: trignoCard.dimensions,
      "Consumer care": "GanitPlay Customer Care, Test House, 1 Example Road, Jodhpur 342001, +91 291 000 0000",
      // The seed invents no licence: the toy is not shown as certified.
      "BIS certification": "Licence number not declared for this listing",
    };
    for (const [term, definition] of Object.entries(rows)) {
      const dt = details.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) });
      await expect(dt.locator("xpath=following-sibling::dd[1]")).toContainText(definition);
    }
    await expect(details).not.toContainText("ISI mark");
  });

  test("says when a product does not exist", async ({ page, pageErrors }) => {
    pageErrors.expect(/status of 404 .* on \S+\/shop\/nosuchproduct$/);
    const response = await page.goto("/shop/nosuchproduct");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });
});
