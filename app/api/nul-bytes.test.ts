/**
 * #13 item 8 and #29 finding 3: a NUL character (U+0000) or an unpaired UTF-16 surrogate (sent
 * as the JSON escape `\ud800`) in any string the API reads used to reach the database, which
 * cannot store it, and answer 500. Each attack here must be a 400 that changes nothing.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { createProduct, createUser, randomPhone } from "@/test/support/users-and-products";
import { savePost } from "@/lib/blog/posts";
import { db } from "@/lib/db";
import { NUL_CHARACTER_MESSAGE, UNPAIRED_SURROGATE_MESSAGE } from "@/lib/validation/text";
import { GET as blogByKey } from "./blog/[idOrSlug]/route";
import { GET as allBlogs } from "./blog/all/route";
import { GET as blogsByAuthor } from "./blog/author/[author]/route";
import { POST as likeBlog } from "./blog/like/[id]/route";
import { POST as addToCart } from "./cart/add/route";
import { GET as checkPincode } from "./delivery/check-serviceability/route";
import { POST as placeOrder } from "./order/place/route";
import { POST as login } from "./user/login/route";
import { POST as saveAddress } from "./user/addresses/route";
import { POST as register } from "./user/register/route";

beforeAll(ensureTestPincodes);

// A query string cannot carry a lone surrogate: a URL encodes it, and any decoder reads it back,
// as U+FFFD (�), an ordinary character that finds nothing.
describe.each([
  { kind: "a NUL character", NUL: "\u0000", message: NUL_CHARACTER_MESSAGE, queryStatus: 400 },
  { kind: "a lone high surrogate", NUL: "\ud800", message: UNPAIRED_SURROGATE_MESSAGE, queryStatus: 200 },
  { kind: "a lone low surrogate", NUL: "\udc00", message: UNPAIRED_SURROGATE_MESSAGE, queryStatus: 200 },
])("$kind in", ({ NUL, message, queryStatus }) => {
  const refused = { status: 400, body: { success: false, message } };

  it("a registration (name, e-mail, phone or password) creates no account", async () => {
    const registration = {
      name: "Priya Sharma",
      email: `priya.${randomBytes(4).toString("hex")}@example.in`,
      phone: randomPhone(),
      password: "learn-maths-2026",
    };
    for (const field of ["name", "email", "phone", "password"] as const) {
      const attack = { ...registration, [field]: `${registration[field].slice(0, 3)}${NUL}${registration[field]}` };
      expect(await callRoute(register, { body: attack })).toEqual(refused);
    }
    // Each attack kept the other fields: any account made would hold this e-mail or this phone.
    expect(
      await db().user.count({ where: { OR: [{ email: registration.email }, { phone: registration.phone }] } }),
    ).toBe(0);
  });

  it("a login gives no token", async () => {
    const { user, password } = await createUser();
    for (const credentials of [
      { emailOrPhone: `${user.email}${NUL}`, password },
      { emailOrPhone: `${NUL}${user.phone}`, password },
      { emailOrPhone: user.email, password: `${password}${NUL}` },
    ]) {
      expect(await callRoute(login, { body: credentials })).toEqual(refused);
    }
  });

  it("a delivery address or order notes places no order and leaves stock and cart alone", async () => {
    const { user, token } = await createUser();
    const product = await createProduct({ stockQuantity: 10 });
    await callRoute(addToCart, { token, body: { productId: product.id, quantity: 2 } });
    const order = (overrides: Record<string, unknown>) => ({
      items: [{ productId: product.id, quantity: 2 }],
      address: deliveryAddress(TEST_PINCODES.rest.pincode),
      paymentMethod: "cod",
      ...overrides,
    });
    const { country, ...address }: Record<string, string> = deliveryAddress(TEST_PINCODES.rest.pincode);
    const inAddress = Object.keys(address).map((field) => ({
      address: { ...address, country, [field]: `${address[field]!.slice(0, 2)}${NUL}${address[field]!.slice(2)}` },
    }));
    for (const attack of [...inAddress, { orderNotes: `ring${NUL}` }].map(order)) {
      expect(await callRoute(placeOrder, { token, body: attack })).toEqual(refused);
    }
    expect(await db().order.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().cartLine.findMany({ where: { userId: user.id }, select: { quantity: true } })).toEqual([
      { quantity: 2 },
    ]);
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity).toBe(10);
  });

  it("a saved address (any of its fields) saves none", async () => {
    const { user, token } = await createUser();
    const { zipcode: pincode, email, country, ...named } = deliveryAddress(TEST_PINCODES.rest.pincode);
    const address: Record<string, string> = { ...named, pincode };
    for (const field of Object.keys(address)) {
      const attack = { ...address, [field]: `${address[field]!.slice(0, 2)}${NUL}${address[field]!.slice(2)}` };
      expect(await callRoute(saveAddress, { token, body: attack })).toEqual(refused);
    }
    expect(await db().address.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a blog call (post key, author, tag, like) changes no post", async () => {
    const post = await savePost({
      slug: `nul-post-${randomBytes(4).toString("hex")}`,
      title: "Counting with beads",
      description: "A test post.",
      author: "Test Author",
      image: "/images/blog/test.svg",
      date: new Date(),
      readMinute: 3,
      likes: 5,
      tags: ["beads"],
      category: "Learning",
      content: "<p>Beads</p>",
    });
    expect(await callRoute(blogByKey, { method: "GET", params: { idOrSlug: `${post.slug}${NUL}` } })).toEqual(refused);
    expect(await callRoute(blogsByAuthor, { method: "GET", params: { author: `Test${NUL}Author` } })).toEqual(refused);
    expect((await callRoute(allBlogs, { method: "GET", query: { tag: `beads${NUL}` } })).status).toBe(queryStatus);
    expect(await callRoute(likeBlog, { params: { id: `${post.slug}${NUL}` }, body: { action: "like" } })).toEqual(
      refused,
    );
    expect((await db().blogPost.findUniqueOrThrow({ where: { id: post.id } })).likes).toBe(5);
  });

  it("a pincode check is refused as an invalid pincode", async () => {
    const { status, body } = await callRoute(checkPincode, { method: "GET", query: { pincode: `34200${NUL}` } });
    expect({ status, success: body.success }).toEqual({ status: 400, success: false });
  });
});
