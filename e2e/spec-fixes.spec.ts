/**
 * The last SPEC deviations of issue #18, each as the shopper meets it: the newsletter's error,
 * failed loads with a retry, the placeholder picture, blog likes and popular posts, the promised
 * delivery on the order page, and the header's Login link on /login.
 */
import { expect, test } from "./support/test";
import { blogPosts } from "../prisma/seed-data/blog-posts";
import {
  addToServerCart,
  JODHPUR_ADDRESS,
  openStorePage,
  placeCodOrder,
  productsInStock,
  createShopper,
  signInAs,
} from "./support/shopper";

test("the newsletter's error clears as soon as the shopper types (SPEC §5)", async ({ page }) => {
  await page.goto("/");
  const newsletter = page.getByRole("region", { name: "Join the GanitPlay community" });
  const email = newsletter.getByLabel("Email address");
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByText("Email is required")).toBeVisible();
  await email.pressSequentially("par");
  // Cleared, and not judged again on each key: no 'valid email' complaint while typing.
  await expect(newsletter.getByText("Email is required")).toHaveCount(0);
  await expect(newsletter.getByText("Please enter a valid email address")).toHaveCount(0);
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByText("Please enter a valid email address")).toBeVisible();
  await email.press("e");
  await expect(newsletter.getByText("Please enter a valid email address")).toHaveCount(0);
});

test.describe("failed loads say so and retry (SPEC §8)", () => {
  test("the wishlist: 'Failed to fetch products', then the retry brings the products", async ({
    page,
    request,
    pageErrors,
  }) => {
    pageErrors.expect(/net::ERR_FAILED from \S+\/api\/products\/list /);
    const shopper = await createShopper();
    const [product] = await productsInStock(request, 1);
    await signInAs(page, shopper);
    await page.addInitScript((id) => localStorage.setItem("wishlist", JSON.stringify([id])), product!._id);
    await page.route("**/api/products/list", (route) => route.abort());
    await page.goto("/wishlist");
    const failure = page.getByRole("main").getByRole("alert");
    await expect(failure).toContainText("Failed to fetch products");
    await expect(page.getByText("Your wishlist is empty")).toHaveCount(0);

    await page.unroute("**/api/products/list");
    await failure.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("wishlist-item")).toContainText(product!.name);
  });

  test("the cart and checkout: no empty cart, no endless spinner, a retry", async ({ page, request, pageErrors }) => {
    pageErrors.expect(/net::ERR_FAILED from \S+\/api\/cart\/get /);
    const shopper = await createShopper();
    const [product] = await productsInStock(request, 2);
    await addToServerCart(request, shopper, product!._id);
    await signInAs(page, shopper);
    await page.route("**/api/cart/get", (route) => route.abort());

    await page.goto("/cart");
    const failure = page.getByRole("main").getByRole("alert");
    await expect(failure).toContainText("Failed to load cart");
    await expect(page.getByText("Your cart is empty")).toHaveCount(0);

    await page.goto("/place-order");
    await expect(failure).toContainText("Failed to load checkout data");
    await expect(page.getByText("Your cart is empty")).toHaveCount(0);
    await page.unroute("**/api/cart/get");
    await failure.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("Subtotal (1 item)")).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});

test("a product picture that fails to load shows the placeholder (SPEC §2, §8)", async ({ page, pageErrors }) => {
  pageErrors.expect(/net::ERR_FAILED from \S+\/images\/products\//);
  await page.route("**/images/products/**", (route) => route.abort());
  await page.goto("/shop");
  const picture = page.getByRole("article").first().locator("img").first();
  await expect(picture).toHaveAttribute("src", /^\/api\/placeholder\/400\/400$/);
});

test("blog: likes kept in this browser adjust the count, popular posts listed (SPEC §2, §4)", async ({
  page,
  pageErrors,
}) => {
  pageErrors.expect(/net::ERR_FAILED from \S+\/api\/blog\/like\//);
  const post = blogPosts[blogPosts.length - 1]!;
  await page.goto("/blog");
  const popular = page.getByRole("region", { name: "Popular posts" });
  await expect(popular.getByRole("listitem")).toHaveCount(5);

  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole("region", { name: "Popular posts" }).getByRole("listitem")).toHaveCount(5);
  const like = page.getByTestId("like-button");
  const count = page.getByTestId("like-count");
  const before = Number(await count.textContent());
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await like.click();
  await expect(count).toHaveText(String(before + 1));
  await expect(like).toHaveAttribute("aria-pressed", "true");

  // Remembered by this browser: after a reload the same press unlikes.
  await page.reload();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(count).toHaveText(String(before));

  await page.route("**/api/blog/like/**", (route) => route.abort());
  await like.click();
  await expect(page.getByText("Failed to toggle blog like")).toBeVisible();
  await expect(count).toHaveText(String(before));
  await expect(like).toHaveAttribute("aria-pressed", "false");
});

test("the order page shows the delivery the checkout promised for the zone", async ({ page, request }) => {
  const shopper = await createShopper();
  const [product] = await productsInStock(request, 2);
  const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 1 }]);
  const quote = await request.get(`/api/delivery/estimated-delivery?pincode=${JODHPUR_ADDRESS.zipcode}`);
  const { estimated_days: days } = (await quote.json()) as { estimated_days: string };
  expect(days).toMatch(/^\d+-\d+ days$/);

  await signInAs(page, shopper);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByTestId("estimated-delivery")).toContainText(`(${days})`, { timeout: 20_000 });
  await page.goto("/orders");
  // The list loads every order of the account: patient on a busy machine.
  await expect(page.getByTestId("estimated-delivery").first()).toContainText(`(${days})`, { timeout: 20_000 });
});

test(
  "on /login the header's Login link brings back the sign-in form",
  { tag: "@responsive" },
  async ({ page, isMobile }) => {
    await openStorePage(page, "/login?redirect=%2Fcart");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByLabel("First name")).toBeVisible();

    if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Login" }).last().click();
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    // The sign-in form: on a phone, the code's first.
    await expect(page.getByLabel(isMobile ? "Mobile number" : "Email or phone number")).toBeVisible();
    // Still the same screen, its way back kept; no returnUrl=/login.
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
  },
);
