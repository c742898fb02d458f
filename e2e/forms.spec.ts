import type { Page, Request } from "@playwright/test";
import { expect, test } from "./support/test";

const EMAILJS = "https://api.emailjs.com/api/v1.0/email/send";

/** Answers EmailJS's send call with `status`, keeping each request for assertions. */
async function interceptEmailJs(page: Page, status = 200) {
  const requests: Request[] = [];
  await page.route(EMAILJS, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status, body: status === 200 ? "OK" : "Bad request" });
  });
  return requests;
}

test.describe("feedback", () => {
  test("validates, sends the template fields of SPEC §7 and clears the form", async ({ page }) => {
    const requests = await interceptEmailJs(page);
    await page.goto("/feedback");
    const submit = page.getByRole("button", { name: "Submit Feedback" });
    await expect(submit).toBeDisabled(); // no rating yet

    await page.getByRole("radio", { name: "4 stars" }).click();
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await submit.click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    expect(requests).toHaveLength(0);

    await page.getByLabel("Full name").fill("Ravi Menon");
    await page.getByLabel("Email", { exact: true }).fill("ravi@example.in");
    await page.getByLabel("Phone").fill("9876501234");
    await page.getByLabel("Product purchased").fill("Trigno Card");
    await page.getByLabel("Your review").fill("My daughter finally enjoys trigonometry.");
    await submit.click();

    await expect(page.getByText("Thank you for your feedback! We appreciate your input.")).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.postDataJSON()).toMatchObject({
      service_id: "test-service",
      template_id: "test-feedback-template",
      user_id: "test-public-key",
      template_params: {
        from_name: "Ravi Menon",
        from_email: "ravi@example.in",
        phone: "9876501234",
        product_purchased: "Trigno Card",
        review: "My daughter finally enjoys trigonometry.",
        rating: "4",
        to_name: "GanitPlay Team",
      },
    });
    await expect(page.getByLabel("Full name")).toHaveValue("");
  });

  test("says when sending fails", async ({ page, pageErrors }) => {
    pageErrors.expect(/status of 400 .* from https:\/\/api\.emailjs\.com\//);
    await interceptEmailJs(page, 400);
    await page.goto("/feedback");
    await page.getByRole("radio", { name: "5 stars" }).click();
    await page.getByLabel("Full name").fill("Ravi Menon");
    await page.getByLabel("Email", { exact: true }).fill("ravi@example.in");
    await page.getByLabel("Phone").fill("9876501234");
    await page.getByLabel("Product purchased").fill("Operator");
    await page.getByLabel("Your review").fill("Great game.");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByText("Failed to submit feedback. Please try again.")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Ravi Menon");
  });
});

test.describe("contact", () => {
  test("validates, sends the message and shows the result panel", async ({ page }) => {
    const requests = await interceptEmailJs(page);
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill("x@y");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Email is invalid")).toBeVisible();

    await page.getByLabel("Name", { exact: true }).fill("Anita Rao");
    await page.getByLabel("Email", { exact: true }).fill("anita@example.in");
    await page.getByLabel("Subject").selectOption("Order Status");
    await page.getByLabel("Message", { exact: true }).fill("Where is my order?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully! We'll get back to you as soon as possible.")).toBeVisible();
    expect(requests[0]!.postDataJSON()).toMatchObject({
      template_id: "test-contact-template",
      template_params: {
        from_name: "Anita Rao",
        from_email: "anita@example.in",
        subject: "Order Status",
        message: "Where is my order?",
        to_email: "hello@ganitplay.test",
      },
    });
  });

  test("shows the failure panel and business hours in India time", async ({ page, pageErrors }) => {
    pageErrors.expect(/status of 400 .* from https:\/\/api\.emailjs\.com\//);
    await interceptEmailJs(page, 400);
    await page.goto("/contact");
    await expect(page.getByTestId("open-status")).toHaveText(/Currently (Open|Closed)/);
    await expect(page.getByRole("row", { name: /Sunday/ })).toContainText("Closed");
    await page.getByLabel("Name", { exact: true }).fill("Anita Rao");
    await page.getByLabel("Email", { exact: true }).fill("anita@example.in");
    await page.getByLabel("Message", { exact: true }).fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Failed to send message - Please try again or contact us directly.")).toBeVisible();
  });
});
