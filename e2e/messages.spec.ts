import { expect, test } from "./support/test";
import { confirmCodOrder, createShopper, placeCodOrder, productsInStock, signInAs } from "./support/shopper";

interface SimulatedMessage {
  channel: "whatsapp" | "sms";
  to: string;
  template: string | null;
  language: string | null;
  text: string;
  status: string;
}

test.describe("order updates on WhatsApp", () => {
  test("a shopper opts in on the profile, gets the order's update in Hindi, and Stop updates turns them off", async ({
    page,
    request,
  }) => {
    const shopper = await createShopper("Asha Verma");
    const number = `91${shopper.phone}`;
    const messagesTo = async () =>
      ((await (await request.get("/dev/messages.json")).json()) as SimulatedMessage[]).filter(
        (message) => message.to === number,
      );
    await signInAs(page, shopper);

    // Off until the shopper ticks it, beside the words recorded as their consent.
    await page.goto("/hi/profile");
    const whatsApp = page.getByRole("checkbox", { name: "WhatsApp पर ऑर्डर अपडेट" });
    await expect(whatsApp).not.toBeChecked();
    await expect(whatsApp).toHaveAccessibleDescription(/WhatsApp से भेजें/);
    await page.getByLabel("हमारे ई-मेल और मैसेज की भाषा").selectOption("hi");
    await expect(page.getByRole("status").filter({ hasText: "सहेज लिया गया" })).toBeVisible();
    await whatsApp.check();
    await expect(whatsApp).toBeChecked();

    const [product] = await productsInStock(request);
    // Cash on delivery: asked to confirm it first, then thanked once confirmed, both in Hindi.
    const orderId = await placeCodOrder(shopper, [{ productId: product!._id, quantity: 1 }], { confirmed: false });
    const displayId = orderId.slice(-8).toUpperCase();
    await expect
      .poll(messagesTo, { timeout: 30_000 })
      .toEqual([expect.objectContaining({ channel: "whatsapp", template: "order_confirm_cod", language: "hi" })]);
    expect((await messagesTo())[0]!.text).toContain(`कृपया अपने GanitPlay ऑर्डर ${displayId}`);
    await confirmCodOrder(shopper, orderId);
    await expect
      .poll(async () => (await messagesTo()).map((message) => message.template), { timeout: 30_000 })
      .toEqual(["order_placed", "order_confirm_cod"]);
    expect((await messagesTo())[0]!.text).toContain(`ऑर्डर ${displayId} की पुष्टि करने के लिए धन्यवाद`);

    // The customer taps the update's "Stop updates": the simulator tells the store, as Meta would.
    await page.goto("/dev/messages");
    const conversation = page.locator("section").filter({ hasText: `+${number}` });
    await conversation.getByRole("button", { name: "अपडेट बंद करें" }).click();
    await expect
      .poll(async () => (await messagesTo()).map((message) => message.template), { timeout: 30_000 })
      .toEqual([null, "order_placed", "order_confirm_cod"]);
    expect((await messagesTo())[0]!.text).toContain("अब आपको WhatsApp पर GanitPlay के ऑर्डर अपडेट नहीं मिलेंगे");
    await page.goto("/hi/profile");
    await expect(page.getByRole("checkbox", { name: "WhatsApp पर ऑर्डर अपडेट" })).not.toBeChecked();
  });
});
