import { describe, expect, it } from "vitest";
import type { Post } from "../blog/posts";
import { testProduct } from "@/test/support/product";
import { cartLines, unpromotedCart } from "../cart/cart-lines";
import { cartResponse, fromCartJson, toCartJson } from "./cart";
import { blogJson, toBlogJson } from "./blog";
import { productJson, toProductJson } from "./product";
import { sliderJson, toSliderJson } from "./slider";

const product = testProduct({ slug: "trigno-card", price: 59_900, discountPrice: 49_950, date: Date.UTC(2026, 0, 2) });

describe("toProductJson", () => {
  it("answers `_id` and rupee numbers, and writes what productJson reads", () => {
    const json = toProductJson(product);
    expect(json).toMatchObject({ _id: "p1", price: 599, discountPrice: 499.5, date: Date.UTC(2026, 0, 2) });
    expect(json).not.toHaveProperty("id");
    expect(productJson.parse(json)).toEqual(json);
    expect(toProductJson({ ...product, discountPrice: null }).discountPrice).toBeNull();
  });
});

describe("toBlogJson and toSliderJson", () => {
  it("rename id to `_id` and keep every other field", () => {
    const post: Post = {
      id: "b1",
      slug: "play",
      title: "Play",
      description: "Why play",
      author: "Asha",
      image: "/images/b1.svg",
      date: 0,
      readMinute: 4,
      likes: 2,
      tags: ["play"],
      category: "Ideas",
      content: "<p>Hi</p>",
      lang: "en",
    };
    // The language a page shows a post in is not on the wire: the API answers in English.
    const { id, lang, ...rest } = post;
    expect(blogJson.parse(toBlogJson(post))).toEqual({ _id: id, ...rest });
    const slider = {
      ...{ id: "s1", title: "Sale", lang: "en" as const, image: "/images/s1.svg", link: null, order: 2, active: true },
      ...{ startsAt: null, endsAt: Date.UTC(2026, 11, 1) },
    };
    expect(sliderJson.parse(toSliderJson(slider))).toEqual({
      _id: "s1",
      title: "Sale",
      image: "/images/s1.svg",
      link: null,
      order: 2,
      active: true,
    });
  });
});

describe("toCartJson", () => {
  it("keeps cartData and adds the lines, totals and offers in rupees, which fromCartJson reads back in paise", () => {
    const items = { p1: 3 };
    const lines = cartLines(items, new Map([["p1", product]])).map((line) => ({ ...line, discount: 14_985 }));
    const tenPercent = { kind: "PERCENT_OFF", percent: 10, maxDiscount: 50_000 } as const;
    const cart = {
      ...unpromotedCart(items, lines),
      offers: {
        applied: [
          {
            promotionId: "pr1",
            name: "Diwali",
            nameHi: "दिवाली",
            benefit: tenPercent,
            endsAt: null,
            saving: 14_985,
            code: "DIWALI",
          },
        ],
        freeShipping: false,
        coupon: { code: "DIWALI", status: "applied" as const },
        nudge: {
          promotionId: "pr2",
          name: "Free shipping",
          nameHi: "मुफ़्त डिलीवरी",
          benefit: { kind: "FREE_SHIPPING" } as const,
          endsAt: Date.parse("2026-12-31T18:29:59.000Z"),
          shortBy: 1_50,
        },
        online: { extraSaving: 2_500, freeShipping: true },
      },
    };
    const json = cartResponse.parse(toCartJson(cart));
    expect(json).toEqual({
      cartData: { p1: 3 },
      lines: [
        {
          productId: "p1",
          name: "Trigno Card",
          image: "/images/p1.svg",
          category: "Trigonometry",
          quantity: 3,
          unitPrice: 499.5,
          originalPrice: 599,
          lineTotal: 1498.5,
          discount: 149.85,
          inStock: true,
          stockQuantity: 10,
          shippingWeight: 240,
        },
      ],
      itemCount: 3,
      subtotal: 1498.5,
      discount: 149.85,
      total: 1348.65,
      shippingWeight: 720,
      offers: {
        applied: [
          {
            promotionId: "pr1",
            name: "Diwali",
            nameHi: "दिवाली",
            benefit: { kind: "PERCENT_OFF", percent: 10, maxDiscount: 500 },
            endsAt: null,
            saving: 149.85,
            code: "DIWALI",
          },
        ],
        freeShipping: false,
        coupon: { code: "DIWALI", status: "applied" },
        nudge: {
          promotionId: "pr2",
          name: "Free shipping",
          nameHi: "मुफ़्त डिलीवरी",
          benefit: { kind: "FREE_SHIPPING" },
          endsAt: "2026-12-31T18:29:59.000Z",
          shortBy: 1.5,
        },
        online: { extraSaving: 25, freeShipping: true },
      },
    });
    expect(fromCartJson(json)).toEqual(cart);
  });
});
