import { describe, expect, it } from "vitest";
import type { Post } from "../blog/posts";
import type { Product } from "../catalog/product";
import { blogJson, toBlogJson } from "./blog";
import { productJson, toProductJson } from "./product";
import { sliderJson, toSliderJson } from "./slider";

const product: Product = {
  id: "p1",
  slug: "trigno-card",
  name: "Trigno Card",
  description: "Angles in your hand.",
  category: "Trigonometry",
  images: ["/images/p1.svg"],
  price: 59_900,
  discountPrice: 49_950,
  date: Date.UTC(2026, 0, 2),
  inStock: true,
  stockQuantity: 10,
  ageSuitability: "12+",
  rating: 4.8,
  bestseller: false,
  brand: null,
  features: ["Fun"],
  contents: ["One deck"],
  materials: null,
  weight: 240,
  dimensions: null,
  shippingWeight: 240,
};

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
    };
    const { id, ...rest } = post;
    expect(blogJson.parse(toBlogJson(post))).toEqual({ _id: id, ...rest });
    const slider = { id: "s1", title: "Sale", image: "/images/s1.svg", link: null, order: 2, active: true };
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
