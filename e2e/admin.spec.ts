import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
import { openAdminOrder, signInAsAdmin, signInAsAdminThroughLogin, untilStatusFormHydrated } from "./support/admin";
import {
  createdProducts,
  createProductAsAdmin,
  deleteProductAsAdmin,
  removeProductsLeftBehind,
  stockOf,
} from "./support/admin-products";
import { createShopper, openAccountMenu, placeCodOrder, productsInStock, signInAs } from "./support/shopper";

test.afterEach(async ({ playwright, baseURL }) => {
  await removeProductsLeftBehind(playwright, baseURL!);
});

test.describe("the admin area", { tag: "@serial" }, () => {
  test("an admin creates a product that then appears in the shop", async ({ page }) => {
    await signInAsAdmin(page);
    const name = `Times Table Race ${Date.now()}`;
    const productId = await createProductAsAdmin(page, name, 15);

    await page.goto(`/shop?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByText("14% off").first()).toBeVisible();
    await page.goto(`/shop/${productId}`);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByText("₹299.50").first()).toBeVisible();
    const details = page.getByRole("region", { name: "Product details" });
    await expect(details).toContainText("1 set (132 cards)");
    await expect(details).toContainText("MRP₹349.00 (inclusive of all taxes)");
    await expect(details).toContainText("ISI mark, IS 9873 (Part 1), licence CM/L-0000000001");
    const image = await page.request.get(
      (await page.locator("img[src*='uploads'], img[srcset*='uploads']").first().getAttribute("src"))!,
    );
    expect(image.ok()).toBe(true);

    await deleteProductAsAdmin(page, productId);
  });

  test("an admin takes a product off sale and restocks it; a shopper who asked is told once", async ({
    page,
    request,
    browser,
  }) => {
    await signInAsAdmin(page);
    const name = `Fraction Towers ${Date.now()}`;
    const productId = await createProductAsAdmin(page, name, 5);

    await page.getByRole("button", { name: "Mark out of stock" }).click();
    await expect(page.getByText("Marked out of stock")).toBeVisible();
    expect(await stockOf(request, productId)).toMatchObject({ inStock: false });
    await page.goto(`/shop/${productId}`);
    await expect(page.getByText("Out of Stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeDisabled();

    // A shopper asks to be told on WhatsApp, changes their mind, and asks again.
    const shopper = await createShopper();
    const shopperContext = await browser.newContext();
    const shopperPage = await shopperContext.newPage();
    await signInAs(shopperPage, shopper);
    await shopperPage.goto(`/shop/${productId}`);
    const alert = shopperPage.getByRole("region", { name: "Tell me when it is back" });
    await alert.getByLabel("WhatsApp").check();
    await alert.getByRole("button", { name: "Notify me" }).click();
    await expect(alert.getByText("We will tell you on WhatsApp when it is back in stock.")).toBeVisible();
    await alert.getByRole("button", { name: "Cancel this alert" }).click();
    await expect(alert.getByText("Alert cancelled.")).toBeVisible();
    await alert.getByLabel("WhatsApp").check();
    await alert.getByRole("button", { name: "Notify me" }).click();
    await shopperPage.reload();
    await expect(alert.getByText("We will tell you on WhatsApp when it is back in stock.")).toBeVisible();
    await shopperContext.close();
    const waitingAlerts = async () =>
      (
        (await (
          await request.get(`/api/user/stock-alerts?productId=${productId}`, { headers: { token: shopper.token } })
        ).json()) as { alerts: unknown[] }
      ).alerts.length;
    expect(await waitingAlerts()).toBe(1);

    await page.goto(`/admin/products/${productId}`);
    await page.getByLabel("Set stock to").fill("12");
    await page.getByRole("button", { name: "Set stock" }).click();
    await expect(page.getByText("Stock set to 12")).toBeVisible();
    expect(await stockOf(request, productId)).toMatchObject({ inStock: true, stockQuantity: 12 });
    await page.goto(`/shop/${productId}`);
    await expect(page.getByText("In Stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Tell me when it is back" })).toHaveCount(0);
    // The restock woke the sweep: the alert's one message is queued (sent by day: lib/messaging/daytime.ts).
    await expect.poll(waitingAlerts).toBe(0);

    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

    await deleteProductAsAdmin(page, productId);
  });

  test("an order moves through every status to Delivered, and its customer sees the progress", async ({
    page,
    request,
    browser,
  }) => {
    const shopper = await createShopper();
    const [product] = await productsInStock(request);
    const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 1 }]);

    await signInAsAdmin(page);
    await page.goto(`/admin/orders?q=${orderId.slice(-8)}`);
    await page.getByRole("link", { name: `#${orderId.slice(-8).toUpperCase()}` }).click();
    await untilStatusFormHydrated(page);
    for (const status of ["Packing", "Shipped", "Out for delivery", "Delivered"]) {
      await page.getByLabel("Move to").selectOption({ label: status });
      if (status === "Shipped") {
        await page.getByLabel("Courier (optional)").selectOption("Delhivery");
        await page.getByLabel("Tracking number (optional)").fill("DL123456789IN");
      }
      await page.getByRole("button", { name: "Update status" }).click();
      await expect(page.getByText(`Order moved to ${status}`)).toBeVisible();
      await expect(page.getByTestId("admin-order-status")).toHaveText(status);
    }
    // Placed, confirmed by its customer, then the four moves.
    await expect(page.getByTestId("audit-row")).toHaveCount(6);
    await expect(page.getByTestId("audit-row").last()).toContainText("Out for delivery → Delivered");
    await expect(page.getByTestId("audit-row").last()).toContainText("Store Admin");
    await expect(page.getByText("This order's status can no longer change here.")).toBeVisible();
    // Its e-mails: confirmed (to the customer and the store's inbox), then one for each move; the
    // request to confirm it goes only when the confirmation had not come first. The event stream
    // queues each just after its move commits, so the last may follow this render.
    const emails = page.getByTestId("email-row").filter({ hasNotText: "Please confirm" });
    await expect(async () => {
      await page.reload();
      await expect(emails).toHaveCount(6, { timeout: 1_000 });
    }).toPass();
    await expect(page.getByTestId("email-row").last()).toContainText("was delivered");

    const customer = await (await browser.newContext()).newPage();
    await signInAs(customer, shopper);
    await customer.goto(`/orders/${orderId}`);
    await expect(customer.getByRole("progressbar", { name: "Order progress" })).toHaveAttribute("aria-valuenow", "100");
    await expect(customer.getByText("Order already delivered")).toBeVisible();
    await expect(customer.getByTestId("order-shipment")).toContainText("Courier: Delhivery");
    await expect(customer.getByTestId("order-shipment")).toContainText("Tracking number: DL123456789IN");
    await customer.context().close();
  });

  test("cancelling an order puts its items back in stock", async ({ page, request }) => {
    const shopper = await createShopper();
    const [product] = await productsInStock(request);
    const before = (await stockOf(request, product!._id)).stockQuantity;
    const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 2 }]);
    expect((await stockOf(request, product!._id)).stockQuantity).toBe(before - 2);

    await signInAsAdmin(page);
    await openAdminOrder(page, orderId);
    await page.getByLabel("Move to").selectOption({ label: "Cancelled" });
    await page.getByLabel(/Note/).fill("Customer called to cancel");
    await page.getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByText("Order moved to Cancelled")).toBeVisible();
    await expect(page.getByTestId("audit-row").last()).toContainText("Customer called to cancel");
    expect((await stockOf(request, product!._id)).stockQuantity).toBe(before);

    // The invoice issued at placement stands; the cancellation added a credit note. Both are PDFs.
    await page.reload();
    const creditNote = page.getByRole("link", { name: /^Credit note GP-CN\/\d{4}-\d{2}\/\d{6} \(PDF\)$/ });
    await expect(page.getByRole("link", { name: /^Tax invoice GP\/\d{4}-\d{2}\/\d{6} \(PDF\)$/ })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), creditNote.click()]);
    expect(download.suggestedFilename()).toMatch(/^credit-note-GP-CN-\d{4}-\d{2}-\d{6}\.pdf$/);

    // The month's GSTR-1 export lists both.
    await page.goto("/admin/invoices");
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    const rows = await readFile(await csv.path(), "utf8");
    expect(rows).toMatch(/^Document type,Document number,/);
    expect(rows).toMatch(/\r\nCredit note,GP-CN\/\d{4}-\d{2}\/\d{6},/);
  });

  test("the admin session is an HttpOnly cookie: the admin's token alone removes nothing, and logout ends both", async ({
    page,
    playwright,
    baseURL,
    isMobile,
    pageErrors,
  }) => {
    // Signed out, the admin area is not found.
    pageErrors.expect(/status of 404 .* on \S+\/admin$/);
    await signInAsAdminThroughLogin(page);
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "gp_admin");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("gp_admin");
    const token = (await page.evaluate(() => sessionStorage.getItem("token")))!;
    const productId = await createProductAsAdmin(page, `Abacus Relay ${Date.now()}`, 3);

    // A script that stole the token, calling from anywhere without the cookie.
    const elsewhere = await playwright.request.newContext({ baseURL });
    const withToken = await elsewhere.post("/api/products/remove", {
      headers: { token, Authorization: `Bearer ${token}` },
      data: { productId },
    });
    expect(withToken.status()).toBe(401);
    expect((await stockOf(elsewhere, productId)).stockQuantity).toBe(3);

    // The store's own page: a same-origin fetch carries the cookie.
    const removal = await page.evaluate(async (id) => {
      const response = await fetch("/api/products/remove", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ productId: id }),
      });
      return response.status;
    }, productId);
    expect(removal).toBe(200);
    createdProducts.delete(productId);

    await page.goto("/");
    const menu = await openAccountMenu(page, isMobile);
    await menu.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.goto("/admin"))?.status()).toBe(404);
    expect((await elsewhere.get("/api/user/profile", { headers: { token } })).status()).toBe(401);
    await elsewhere.dispose();
  });
});
