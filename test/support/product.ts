/** A catalogue product for unit tests, in domain shape; override what a test is about. */
import type { Product } from "@/lib/catalog/product";

export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: "p1",
    slug: "p1",
    name: "Trigno Card",
    description: "",
    category: "Trigonometry",
    categoryName: "Trigonometry",
    images: ["/images/p1.svg"],
    price: 59_900,
    discountPrice: 49_900,
    date: 0,
    inStock: true,
    stockQuantity: 10,
    ageSuitability: "12+",
    rating: 4.8,
    bestseller: false,
    brand: null,
    features: [],
    contents: [],
    materials: null,
    weight: 240,
    dimensions: null,
    shippingWeight: 240,
    gstRate: 5,
    declarations: {
      declarantRole: "MANUFACTURER",
      declarantName: null,
      declarantAddress: null,
      countryOfOrigin: "India",
      netQuantity: "1 set (66 cards)",
      consumerCare: null,
      isToy: true,
      bisStandard: "IS 9873 (Part 1)",
      bisLicence: null,
    },
    ...overrides,
  };
}
