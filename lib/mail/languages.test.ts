import { beforeAll, describe, expect, it } from "vitest";
import { POST as confirm } from "@/app/api/order/confirmation/route";
import { POST as place } from "@/app/api/order/place/route";
import { GET as profile, PUT as chooseLanguage } from "@/app/api/user/profile/route";
import { POST as register } from "@/app/api/user/register/route";
import { callRoute } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { caughtEmailsTo, deliverOrderEmails } from "@/test/support/mail";
import { deliverEmailsTo } from "@/test/support/password-reset";
import { createProduct, createUser, randomPhone } from "@/test/support/users-and-products";
import { sendResetLink } from "../auth/password-reset";
import { db } from "../db";
import { env } from "../env";
import { formatRupees, toPaise } from "../money";
import { invoiceLinkUrl, trackingPageUrl } from "../orders/order-links";
import { displayOrderId } from "../orders/order-view";

beforeAll(ensureTestPincodes);

const HINDI_MONTH = /\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) 20\d\d/;

/** The Hindi name of each product ordered here; its English name is the one the order records. */
const HINDI_NAME = "कोणों की पहेली";

/** A COD order placed through the API from a page in `pageLocale` (no header: a call from no page). */
async function placeFrom(pageLocale: string | undefined, shopper?: Awaited<ReturnType<typeof createUser>>) {
  const { user, token } = shopper ?? (await createUser());
  const product = await createProduct({ stockQuantity: 5 });
  await db().productTranslation.create({ data: { productId: product.id, locale: "hi", name: HINDI_NAME } });
  const { status, body } = await callRoute(place, {
    token,
    headers: pageLocale ? { "X-Store-Locale": pageLocale } : {},
    body: {
      items: [{ productId: product.id, quantity: 1 }],
      address: { ...deliveryAddress(TEST_PINCODES.warehouse.pincode), email: user.email },
      paymentMethod: "cod",
    },
  });
  expect(status).toBe(201);
  const orderId = body.orderId as string;
  // Confirmed on the page after checkout: its one e-mail is the confirmed order's.
  expect((await callRoute(confirm, { token, body: { orderId, answer: "confirm" } })).status).toBe(200);
  await deliverOrderEmails(orderId);
  const [placed, ...more] = await caughtEmailsTo(user.email);
  expect(more).toEqual([]);
  const stored = await db().order.findUniqueOrThrow({ where: { id: orderId }, select: { locale: true, amount: true } });
  const account = await db().user.findUniqueOrThrow({ where: { id: user.id }, select: { locale: true } });
  return { user, token, orderId, id: displayOrderId(orderId), email: placed!, stored, account };
}

describe("e-mails in the customer's language", () => {
  it("writes an order placed from a Hindi page, its links and dates in Hindi, and remembers the language", async () => {
    const { orderId, id, email, stored, account } = await placeFrom("hi");
    expect(stored.locale).toBe("hi");
    expect(account.locale).toBe("hi");
    expect(email.subject).toBe(`आपका GanitPlay ऑर्डर ${id} पक्का हो गया है`);
    expect(email.html).toContain('lang="hi-IN"');
    for (const body of [email.html, email.text]) {
      expect(body).toContain("धन्यवाद — आपका ऑर्डर पक्का हो गया है");
      expect(body).toContain("आपकी पुष्टि हमें मिल गई है");
      expect(body).toContain("कैश ऑन डिलीवरी शुल्क");
      expect(body).toContain(trackingPageUrl(orderId, "hi"));
      expect(body).toContain(invoiceLinkUrl(orderId));
      // Money as everywhere; the delivery date as India writes it in Hindi.
      expect(body).toContain(formatRupees(toPaise(stored.amount)));
      expect(body).toMatch(HINDI_MONTH);
      expect(body).not.toContain("your order is confirmed");
      expect(body).toContain(HINDI_NAME);
    }
  });

  it("writes an order placed from an English page in English, and a later one follows its page", async () => {
    const english = await placeFrom("en");
    expect(english.stored.locale).toBe("en");
    expect(english.email.subject).toBe(`Your GanitPlay order ${english.id} is confirmed`);
    expect(english.email.html).toContain('lang="en-IN"');
    expect(english.email.text).toContain(trackingPageUrl(english.orderId, "en"));
    expect(english.email.text).toMatch(/Estimated delivery: by \d{1,2} [A-Z][a-z]+ 20\d\d \(\d/);
    expect(english.email.text).not.toContain("/hi/");
    expect(english.email.text).not.toContain(HINDI_NAME);

    // A Hindi account ordering from an English page: that order, and the account, are English again.
    const shopper = await createUser();
    await db().user.update({ where: { id: shopper.user.id }, data: { locale: "hi" } });
    const again = await placeFrom("en", shopper);
    expect(again.email.subject).toBe(`Your GanitPlay order ${again.id} is confirmed`);
    expect(again.account.locale).toBe("en");
  });

  it.each([undefined, "fr", "hi-IN"])(
    "writes an order from no known page (%s) in the account's language",
    async (page) => {
      const shopper = await createUser();
      await db().user.update({ where: { id: shopper.user.id }, data: { locale: "hi" } });
      const { stored, account, email, id } = await placeFrom(page, shopper);
      expect([stored.locale, account.locale]).toEqual(["hi", "hi"]);
      expect(email.subject).toBe(`आपका GanitPlay ऑर्डर ${id} पक्का हो गया है`);
    },
  );

  it("sends a Hindi account its reset link in Hindi, to the Hindi page", async () => {
    const { user } = await createUser();
    await db().user.update({ where: { id: user.id }, data: { locale: "hi" } });
    await sendResetLink(user.email);
    await deliverEmailsTo(user.email);
    const [reset] = await caughtEmailsTo(user.email);
    expect(reset!.subject).toBe("अपना GanitPlay पासवर्ड नया सेट करें");
    expect(reset!.html).toContain('lang="hi-IN"');
    expect(reset!.text).toContain(`नमस्ते ${user.name},`);
    expect(reset!.text).toContain("नीचे दिया लिंक सिर्फ़ एक बार, 30 मिनट तक काम करेगा।");
    expect(reset!.text).toMatch(new RegExp(`${env().SITE_URL}/hi/reset-password\\?token=[A-Za-z0-9_-]{43}`));
  });
});

describe("the account's language", () => {
  it("is the page's at registration", async () => {
    const registration = (email: string) => ({
      name: "Meera Joshi",
      email,
      phone: randomPhone(),
      password: "ganit-2026!",
    });
    const hindi = `meera.${crypto.randomUUID().slice(0, 8)}@example.in`;
    const english = `meera.${crypto.randomUUID().slice(0, 8)}@example.in`;
    expect((await callRoute(register, { body: registration(hindi), headers: { "X-Store-Locale": "hi" } })).status).toBe(
      201,
    );
    expect((await callRoute(register, { body: registration(english) })).status).toBe(201);
    const locales = await db().user.findMany({
      where: { email: { in: [hindi, english] } },
      select: { email: true, locale: true },
    });
    expect(Object.fromEntries(locales.map((user) => [user.email, user.locale]))).toEqual({
      [hindi]: "hi",
      [english]: "en",
    });
  });

  it("round-trips through the profile, and a bad value is a 400 that changes nothing", async () => {
    const { user, token } = await createUser();
    expect((await callRoute(profile, { method: "GET", token })).body).toMatchObject({
      user: { _id: user.id },
      language: "en",
    });

    const chosen = await callRoute(chooseLanguage, { method: "PUT", token, body: { language: "hi" } });
    expect(chosen).toMatchObject({ status: 200, body: { success: true, user: { _id: user.id }, language: "hi" } });
    expect((await callRoute(profile, { method: "GET", token })).body.language).toBe("hi");

    for (const body of [{ language: "fr" }, { language: "HI" }, { language: 1 }, { language: null }, {}]) {
      const refused = await callRoute(chooseLanguage, { method: "PUT", token, body });
      expect(refused.status).toBe(400);
      expect(refused.body.success).toBe(false);
    }
    expect((await callRoute(profile, { method: "GET", token })).body.language).toBe("hi");
    expect((await callRoute(chooseLanguage, { method: "PUT", body: { language: "en" } })).status).toBe(401);
  });
});
