import { expect, test } from "./support/test";
import { openAccountMenu, createShopper } from "./support/shopper";
import { showPasswordSignIn } from "./support/admin";

test.describe("login and registration", () => {
  test("registration names every problem, then creates the account and signs in", async ({ page }) => {
    await page.goto("/register");
    const submit = page.getByRole("button", { name: "Create Account", exact: true }).last();
    await submit.click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
      "Password is required",
      "Please confirm your password",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    await page.getByLabel("First name").fill("Rohan");
    await expect(page.getByText("First name is required")).toHaveCount(0);
    await page.getByLabel("Last name").fill("Mehta");
    await page.getByLabel("Email", { exact: true }).fill("rohan@");
    await page.getByLabel("Phone number").fill("98765");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("different");
    await submit.click();
    await expect(page.getByText("Please enter a valid email", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number (10-15 digits)")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill("learn-maths-2026");
    await submit.click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    const unique = `${Date.now()}`;
    await page.getByLabel("Email", { exact: true }).fill(`rohan.${unique}@example.in`);
    await page.getByLabel("Phone number").fill(`+91 9${unique.slice(-9)}`);
    await page.getByLabel("Confirm password").fill("learn-maths-2026");
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await submit.click();
    await expect(page.getByText("Registration successful! Redirecting...")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
  });

  test("switching modes starts afresh", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
    await expect(page.getByText("Email or phone number is required")).toBeVisible();
    await page.getByRole("button", { name: "Create Account", exact: true }).first().click();
    await page.getByRole("button", { name: "Sign In", exact: true }).first().click();
    await expect(page.getByText("Email or phone number is required")).toHaveCount(0);
    await expect(page.getByLabel("Email or phone number")).toHaveValue("");
  });

  test("signs in by e-mail and returns to the page that asked for it", async ({ page, pageErrors }) => {
    // The wrong password's answer.
    pageErrors.expect(/status of 401 .* from \S+\/api\/user\/login /);
    const shopper = await createShopper();
    await page.goto("/cart");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
    await page.getByLabel("Email or phone number").fill(shopper.email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
    await expect(page.getByText("Invalid email/phone or password")).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await expect(page.getByText("Invalid email/phone or password")).toHaveCount(0);
    await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
    await expect(page.getByText("Login successful! Redirecting...")).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { name: "Shopping Cart" })).toBeVisible();
    await expect(page.getByText("Your cart is empty")).toBeVisible();

    // Already signed in: /login goes back to where it was asked to.
    await page.goto("/login?redirect=%2Fwishlist");
    await expect(page).toHaveURL(/\/wishlist$/);
  });

  test(
    "signs in by phone from the header button and comes back to the same shop view",
    { tag: "@responsive" },
    async ({ page, isMobile }) => {
      const shopper = await createShopper();
      await page.goto("/shop?category=Trigonometry");
      if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("link", { name: "Login" }).last().click();
      await expect(page).toHaveURL(/\/login\?returnUrl=%2Fshop%3Fcategory%3DTrigonometry$/);
      await showPasswordSignIn(page);
      await page.getByLabel("Email or phone number").fill(`+91 ${shopper.phone.slice(0, 5)} ${shopper.phone.slice(5)}`);
      await page.getByLabel("Password", { exact: true }).fill(shopper.password);
      await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
      await expect(page).toHaveURL(/\/shop\?category=Trigonometry$/);
    },
  );

  test("never redirects off the site after signing in", async ({ page }) => {
    const shopper = await createShopper();
    await page.goto("/login?redirect=https%3A%2F%2Fevil.example%2F");
    await page.getByLabel("Email or phone number").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test("a tampered token ends the session and leads to login", async ({ page, pageErrors }) => {
    pageErrors.expect(/status of 401 .* from \S+\/api\//);
    const shopper = await createShopper();
    await page.goto("/");
    const [header, payload] = shopper.token.split(".");
    await page.evaluate((token) => sessionStorage.setItem("token", token), `${header}.${payload}.tampered-signature`);
    // The message shows for a few seconds from the moment the token is refused: watch from the start.
    await page.goto("/orders", { waitUntil: "commit" });
    await expect(page.getByText("Session expired. Please login again.")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/);
    expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
  });

  test(
    "logout says so, revokes the token, then clears the session and opens login",
    { tag: "@responsive" },
    async ({ page, request, isMobile }) => {
      const shopper = await createShopper();
      await page.goto("/login");
      await showPasswordSignIn(page);
      await page.getByLabel("Email or phone number").fill(shopper.email);
      await page.getByLabel("Password", { exact: true }).fill(shopper.password);
      await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
      await expect(page).toHaveURL(/\/$/);

      const token = (await page.evaluate(() => localStorage.getItem("token")))!;
      const menu = await openAccountMenu(page, isMobile);
      await menu.getByRole("button", { name: "Logout" }).click();
      await expect(page.getByText("Logging out...")).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
      if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("link", { name: "Login" }).last()).toBeVisible();

      // The server revoked that token; the session the shopper registered with, elsewhere, holds.
      expect((await request.get("/api/user/profile", { headers: { token } })).status()).toBe(401);
      expect((await request.get("/api/user/profile", { headers: { token: shopper.token } })).status()).toBe(200);
    },
  );
});
