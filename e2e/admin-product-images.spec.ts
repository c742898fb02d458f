/**
 * Issue #36: pictures never cost the operator their work. Two phone photos of about 4 MB each
 * (together over the 6 MB a server action once took, which crashed the page and lost the form)
 * are made small in the browser, previewed, saved and shown as pictures; and whatever goes wrong
 * with a save (a refusal, no connection, a request too large, a failing server) leaves every typed
 * field in place with the reason in words.
 */
import { randomBytes } from "node:crypto";
import type { Page, Request } from "@playwright/test";
import sharp from "sharp";
import { REQUEST_TOO_LARGE_MESSAGE, SERVER_ACTION_BODY_BYTES } from "../lib/media/image-limits";
import { signInAsAdmin } from "./support/admin";
import { PNG, createdProducts, removeProductsLeftBehind } from "./support/admin-products";
import { expect, test } from "./support/test";

test.afterEach(({ playwright, baseURL }) => removeProductsLeftBehind(playwright, baseURL!));

const MB = 1024 * 1024;

/** What the form says when a save gets no answer (components/admin/action-failure.ts). */
const NO_CONNECTION = "Nothing was saved: the store could not be reached.";
const SERVER_FAILED = "The store could not finish this.";

/** A 12-megapixel JPEG of fine grain, as a phone takes one: about 4 MB, and a different one each call. */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const pixels = randomBytes(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (pixels[i]! % 48) + (Math.floor(i / 3 / width) % 128);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Every field the test types, by its label, and what it typed. */
const typed = (name: string) => ({
  Name: name,
  Category: "Arithmetic",
  "Price (₹)": "349",
  "Discount price (₹, optional)": "299.50",
  Stock: "7",
  "Age (e.g. 10+)": "8+",
  "Weight (grams)": "250",
  "HSN code (4–8 digits, e.g. 9503 toys, 9504 games)": "9504",
  Description: `${name} turns times tables into a race around the board.`,
  "Key features (one per line)": "Tables 2 to 12\nTwo to four players",
  "Name in Hindi": "पहाड़ा दौड़",
  "Net quantity": "1 set (132 cards)",
});

async function fillNewProduct(page: Page, fields: Record<string, string>, bisLicence: string) {
  await page.goto("/admin/products/new");
  // Enabled once hydrated: a file picked before then would never reach the form's script.
  await expect(page.getByRole("button", { name: "Save product" })).toBeEnabled();
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("GST rate (included in the price)").selectOption("5");
  await page.getByLabel("Bestseller").check();
  await page.getByLabel("BIS licence number (toys)").fill(bisLicence);
}

async function expectFormKept(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await expect(page.getByLabel(label, { exact: true }), label).toHaveValue(value);
  }
  await expect(page.getByLabel("GST rate (included in the price)")).toHaveValue("5");
  await expect(page.getByLabel("Bestseller")).toBeChecked();
  await expect(page.getByLabel("BIS licence number (toys)")).toHaveValue("CM/L-bad");
  await expect(page.getByRole("img", { name: /^New picture 1: / })).toBeVisible();
}

const isSave = (request: Request) => request.method() === "POST" && "next-action" in request.headers();

// @serial: it creates a product, which the shop's lists show (e2e/README.md).
test(
  "an operator adds two 4 MB phone photos to a new product: made small, previewed, saved and shown as pictures",
  { tag: "@serial" },
  async ({ page }) => {
    await signInAsAdmin(page);
    const name = `Photo Race ${Date.now()}`;
    await fillNewProduct(page, typed(name), "CM/L-0000000001");
    const photos = await Promise.all([phonePhoto(), phonePhoto()]);
    for (const photo of photos) expect(photo.length).toBeGreaterThan(3.5 * MB);

    const picker = page.getByLabel("Add images");
    await picker.setInputFiles([
      ...photos.map((buffer, index) => ({ name: `IMG_${index + 1}.jpg`, mimeType: "image/jpeg", buffer })),
      { name: "spare.png", mimeType: "image/png", buffer: PNG },
    ]);
    const added = page.getByRole("list", { name: "New pictures, not saved yet" }).getByRole("img");
    // Two 12-megapixel photos decoded and encoded again, one after the other, on a shared machine.
    await expect(added).toHaveCount(3, { timeout: 15_000 });
    await page.getByRole("button", { name: "Remove new picture 3" }).click();
    await expect(added).toHaveCount(2);
    // What the form will send: each photo drawn again as WebP, well within the 2 MB each may be.
    const sent = await page
      .locator("input[type=file][name=newImages]")
      .evaluate((input: HTMLInputElement) => [...input.files!].map(({ name, size, type }) => ({ name, size, type })));
    expect(sent.map(({ name, type }) => ({ name, type }))).toEqual([
      { name: "IMG_1.webp", type: "image/webp" },
      { name: "IMG_2.webp", type: "image/webp" },
    ]);
    for (const { size } of sent) expect(size).toBeLessThan(2 * MB);
    // Together well under the 6 MB limit that once refused these two photos.
    expect(sent.reduce((total, { size }) => total + size, 0)).toBeLessThan(6 * MB);

    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/[\w-]+\?created=1$/);
    createdProducts.add(page.url().split("/admin/products/")[1]!.split("?")[0]!);
    await expect(page.getByText("Product created")).toBeVisible();

    const saved = page.getByRole("list", { name: "Saved pictures" });
    for (const position of [1, 2]) {
      const picture = saved.getByRole("img", { name: `${name}, picture ${position}` });
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await expect(saved.getByLabel(`Keep picture ${position}`)).toBeChecked();
    }
    await expect(page.getByTestId("stock-on-hand")).toHaveText("7 units on hand, on sale.");
  },
);

test("a save that fails in any way keeps every typed field and the picked pictures, and says why", async ({
  page,
  pageErrors,
}) => {
  // The browser may log each failed request; what the test checks is the form and its message.
  pageErrors.allow(/Failed to load resource/);
  await signInAsAdmin(page);
  const fields = typed(`Kept Race ${Date.now()}`);
  await fillNewProduct(page, fields, "CM/L-bad");
  await page.getByLabel("Add images").setInputFiles([
    { name: "board.png", mimeType: "image/png", buffer: PNG },
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") },
  ]);
  // Next.js's route announcer is an alert too: each message is found by its words.
  await expect(page.getByRole("alert").filter({ hasText: "notes.txt" })).toHaveText(
    "notes.txt is not a picture: choose a PNG, JPEG or WebP file.",
  );
  const saveButton = page.getByRole("button", { name: "Save product" });

  // The server refuses: the form is as it was, the reason beside the button.
  const firstSave = page.waitForRequest(isSave);
  await saveButton.click();
  await expect(page.getByRole("alert").filter({ hasText: "BIS licence" })).toHaveText(
    "BIS licence must be CM/L- followed by 10 digits",
  );
  await expectFormKept(page, fields);
  const action = await firstSave;

  // Each failure that never reaches the action, as the browser meets it.
  const failures: [string, (route: Parameters<Parameters<Page["route"]>[1]>[0]) => Promise<void>][] = [
    [NO_CONNECTION, (route) => route.abort("internetdisconnected")],
    [
      REQUEST_TOO_LARGE_MESSAGE,
      (route) => route.fulfill({ status: 413, contentType: "text/plain", body: REQUEST_TOO_LARGE_MESSAGE }),
    ],
    [SERVER_FAILED, (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Bad gateway</h1>" })],
  ];
  for (const [message, answer] of failures) {
    await page.route(action.url(), (route) => (isSave(route.request()) ? answer(route) : route.fallback()));
    await saveButton.click();
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expectFormKept(page, fields);
    await page.unrouteAll();
  }
  await expect(page).toHaveURL(/\/admin\/products\/new$/);

  // The 413 above is what the store itself answers a save over the limit, before reading it.
  const tooLarge = await page.request.post(action.url(), {
    headers: { "next-action": action.headers()["next-action"]!, "content-type": "multipart/form-data; boundary=x" },
    data: Buffer.alloc(SERVER_ACTION_BODY_BYTES + 1),
  });
  expect(tooLarge.status()).toBe(413);
  expect(tooLarge.headers()["content-type"]).toBe("text/plain");
  expect(await tooLarge.text()).toBe(REQUEST_TOO_LARGE_MESSAGE);
});
