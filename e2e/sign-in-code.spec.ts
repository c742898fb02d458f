import { expect, test } from "./support/test";
import type { APIRequestContext } from "@playwright/test";
import { createShopper } from "./support/shopper";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

interface SimulatedMessage {
  to: string;
  template: string | null;
  buttons: { type: string; payload?: string }[];
}

/** The last sign-in code the simulators carried to `phone` (its WhatsApp copy-code button). */
async function codeSentTo(request: APIRequestContext, phone: string) {
  return ((await (await request.get("/dev/messages.json")).json()) as SimulatedMessage[])
    .find((message) => message.to === `91${phone}` && message.template === "sign_in_code")
    ?.buttons.find((button) => button.type === "copy_code")?.payload;
}

test.describe("sign in with a code on a phone", () => {
  test("the code comes first at 360 px: a wrong code is refused, the right one signs in @phone", async ({
    page,
    request,
    pageErrors,
  }) => {
    // The wrong code's refusal, which the browser logs.
    pageErrors.expect(/status of 400 .* from \S+\/api\/user\/otp\/verify/);
    const shopper = await createShopper("Meena Iyer");
    const codeFor = () => codeSentTo(request, shopper.phone);

    await page.goto("/login");
    // The code form, not the password's, on a phone; the password stays one tap away.
    await expect(page.getByLabel("Email or phone number")).toBeHidden();
    await expect(page.getByRole("button", { name: "Sign in with a password" })).toBeVisible();
    const mobile = page.getByLabel("Mobile number");
    await mobile.fill("12345");
    await expect(async () => {
      await page.getByRole("button", { name: "Send me a code" }).click();
      await expect(page.getByText("Please enter a 10-digit Indian mobile number")).toBeVisible({ timeout: 1000 });
    }).toPass();
    await mobile.fill(`+91 ${shopper.phone}`);
    await page.getByRole("button", { name: "Send me a code" }).click();
    await expect(page.getByRole("status").filter({ hasText: "your code is on its way" })).toBeVisible();
    await expect.poll(codeFor, { timeout: 30_000 }).toMatch(/^\d{6}$/);
    const code = (await codeFor())!;

    const digits = page.getByLabel("6-digit code");
    await expect(digits).toHaveAttribute("autocomplete", "one-time-code");
    await digits.fill(code === "000000" ? "111111" : "000000");
    // The last "Sign In": the first is the screen's choice between signing in and creating an account.
    await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
    await expect(page.getByText("This code is not right. Please check it and try again.")).toBeVisible();
    await digits.fill(code);
    await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
    await expect(page.getByText("Login successful! Redirecting...")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null") as { phone: string } | null),
    ).toMatchObject({
      phone: shopper.phone,
    });
  });

  test("a number new to the store gets its account with its code and a name, no password", async ({
    page,
    request,
    pageErrors,
  }) => {
    // The right code's answer that asks for a name, which the browser logs.
    pageErrors.expect(/status of 404 .* from \S+\/api\/user\/otp\/verify/);
    const phone = `6${String(Date.now()).slice(-9)}`;
    await page.goto("/login");
    await page.getByLabel("Mobile number").fill(phone);
    await page.getByRole("button", { name: "Send me a code" }).click();
    await expect.poll(() => codeSentTo(request, phone), { timeout: 30_000 }).toMatch(/^\d{6}$/);
    await page.getByLabel("6-digit code").fill((await codeSentTo(request, phone))!);
    await page.getByRole("button", { name: "Sign In", exact: true }).last().click();

    await expect(page.getByText("Welcome! This number is new to us.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await page.getByLabel("Your name").fill("Kavya Menon");
    await expect(page.getByLabel("Email (optional)")).toBeVisible();
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page.getByText("Registration successful! Redirecting...")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null") as unknown)).toMatchObject({
      name: "Kavya Menon",
      phone,
      email: null,
    });
  });
});
