import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { products as seededProducts } from "../prisma/seed-data/products";
import { deliverOrderAsAdmin, signInAsAdmin } from "./support/admin";
import { readJsonLd } from "./support/json-ld";
import { placeCodOrder, productsInStock, createShopper, signInAs } from "./support/shopper";

/** product.spec.ts asserts that this one has no reviews: never review it here. */
const unreviewed = seededProducts.find((product) => product.slug === "trigno-card")!.name;

async function approvedCount(request: APIRequestContext, productId: string): Promise<number> {
  const answer = await request.get(`/api/reviews?productId=${productId}`);
  return ((await answer.json()) as { count: number }).count;
}

test("a customer reviews a delivered toy, the admin approves and replies, and the product page shows it", async ({
  page,
  browser,
  request,
}) => {
  const product = (await productsInStock(request, 5)).filter((candidate) => candidate.name !== unreviewed).at(-1)!;
  const before = await approvedCount(request, product._id);
  const shopper = await createShopper("Meera Iyer");
  const orderId = await placeCodOrder(shopper, [{ productId: product._id, quantity: 1 }]);
  const title = `Angles made easy ${Date.now()}`;

  // Not delivered yet: the shopper is told why they cannot review.
  const shopperPage = await (await browser.newContext()).newPage();
  await signInAs(shopperPage, shopper);
  await shopperPage.goto(`/shop/${product._id}#reviews`);
  const section = shopperPage.locator("#reviews");
  await expect(section).toContainText("Only customers who received this product can review it.");
  await expect(section.getByRole("button", { name: "Submit review" })).toHaveCount(0);

  // The admin delivers the order.
  await signInAsAdmin(page);
  await deliverOrderAsAdmin(page, orderId);

  // Now the shopper writes a review; it waits for moderation.
  await shopperPage.reload();
  await section.getByRole("radio", { name: "4 stars" }).click();
  await section.getByLabel("Title").fill(title);
  await section.getByLabel("Your review").fill("My son finally understands angles; we play it every evening.");
  await section.getByRole("button", { name: "Submit review" }).click();
  await expect(section.getByText("Thank you! Your review will appear once the store approves it.")).toBeVisible();
  await expect(section).toContainText("Your review is waiting for moderation");
  expect(await approvedCount(request, product._id)).toBe(before);

  // The admin approves it and replies.
  await page.goto("/admin/reviews");
  const card = page.getByTestId("admin-review").filter({ hasText: title });
  await card.getByRole("button", { name: /^Approve/ }).click();
  await expect(card.getByText("Review approved")).toBeVisible();
  await card.getByLabel("Public reply (optional)").fill("Thank you, Meera! Happy learning.");
  await card.getByRole("button", { name: /^Save reply/ }).click();
  await expect(card.getByText("Reply saved")).toBeVisible();

  // Everyone sees it: the count, the review, the reply, and AggregateRating in the JSON-LD.
  const count = before + 1;
  const label = `${count} ${count === 1 ? "review" : "reviews"}`;
  const html = await (await request.get(`/shop/${product._id}`)).text();
  const productData = readJsonLd(html).find((block) => block["@type"] === "Product")!;
  expect(productData).toMatchObject({
    aggregateRating: { "@type": "AggregateRating", reviewCount: count, bestRating: 5, worstRating: 1 },
  });
  expect(JSON.stringify(productData.review)).toContain(title);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/shop/${product._id}`);
  await expect(visitor.getByRole("link", { name: label })).toHaveAttribute("href", "#reviews");
  const review = visitor.getByTestId("review").filter({ hasText: title });
  await expect(review).toContainText("Meera I.");
  await expect(review).toContainText("Verified purchase");
  await expect(review).toContainText("Thank you, Meera! Happy learning.");
  await expect(review.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();

  // The shopper sees their review as published.
  await shopperPage.reload();
  await expect(section).toContainText("Your review is published.");
});
