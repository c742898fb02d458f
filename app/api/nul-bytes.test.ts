/**
 * #13 item 8: a NUL character (U+0000) in any string the API reads used to reach PostgreSQL,
 * which cannot store it, and answer 500. Each attack here must be a 400 that changes nothing.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { createProduct, createUser, randomPhone } from "@/test/support/users-and-products";
import { savePost } from "@/lib/blog/posts";
import { db } from "@/lib/db";
import { NUL_CHARACTER_MESSAGE } from "@/lib/validation/text";
import { GET as blogByKey } from "./blog/[idOrSlug]/route";
import { GET as allBlogs } from "./blog/all/route";
import { GET as blogsByAuthor } from "./blog/author/[author]/route";
import { POST as likeBlog } from "./blog/like/[id]/route";
import { POST as addToCart } from "./cart/add/route";
import { GET as checkPincode } from "./delivery/check-serviceability/route";
import { POST as placeOrder } from "./order/place/route";
import { POST as login } from "./user/login/route";
import { POST as register } from "./user/register/route";

const NUL = "\u0000";
const refused = { status: 400, body: { success: false, message: NUL_CHARACTER_MESSAGE } };

beforeAll(ensureTestPincodes);

describe("a NUL character in", () => {
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
    for (const attack of [
      order({ address: { ...deliveryAddress(TEST_PINCODES.rest.pincode), street: `12 Paota${NUL}B Road` } }),
      order({ address: { ...deliveryAddress(TEST_PINCODES.rest.pincode), firstName: `Asha${NUL}` } }),
      order({ orderNotes: `ring${NUL}` }),
    ]) {
      expect(await callRoute(placeOrder, { token, body: attack })).toEqual(refused);
    }
    expect(await db().order.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().cartLine.findMany({ where: { userId: user.id }, select: { quantity: true } })).toEqual([
      { quantity: 2 },
    ]);
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity).toBe(10);
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
    expect(await callRoute(allBlogs, { method: "GET", query: { tag: `beads${NUL}` } })).toEqual(refused);
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
