/**
 * Shapes of the seeded catalogue. Money is integer paise; the seed converts it to the database's
 * Decimal rupees. Every record has a stable `slug` so seeding is an idempotent upsert.
 */

export interface SeedProduct {
  slug: string;
  name: string;
  category: SeedCategory;
  /** Two to four sentences, plain text. */
  description: string;
  pricePaise: number;
  /** Selling price when discounted; must be below pricePaise. */
  discountPricePaise?: number;
  /** Listing date, ISO yyyy-mm-dd (New Arrivals are the newest). */
  listedOn: string;
  /** 0 means out of stock. */
  stockQuantity: number;
  /** "10+", "12+" or "14+"; omitted for all ages. */
  ageSuitability?: "10+" | "12+" | "14+";
  /** 1.0 to 5.0, one decimal. */
  rating: number;
  bestseller?: boolean;
  /** External marketplace purchase link. */
  brand?: string;
  features: string[];
  contents: string[];
  materials: string;
  weightGrams: number;
  /** Display text, for example "25cm x 25cm x 5cm". */
  dimensions: string;
  /** Paths under public/, for example "/images/products/trigno-card/1.svg"; 1 to 4 of them. */
  images: string[];
}

export type SeedCategory = "Trigonometry" | "Algebra" | "Geometry" | "Arithmetic" | "Logic & Coding" | "Science";

export interface SeedBlogPost {
  slug: string;
  title: string;
  description: string;
  author: string;
  /** Path under public/. */
  image: string;
  /** ISO yyyy-mm-dd. */
  publishedOn: string;
  readMinute: number;
  likes: number;
  tags: string[];
  category: string;
  /** HTML using only p, h2, h3, ul, ol, li, strong, em, a, blockquote. */
  content: string;
}

export interface SeedSlider {
  /** Stable id, for example "slider-trigonometry-week". */
  id: string;
  title: string;
  /** Path under public/. */
  image: string;
  link: string;
  position: number;
}

/** A product's Hindi fields (its English ones in SeedProduct). */
export interface SeedProductHindi {
  name: string;
  description: string;
  features: string[];
  contents: string[];
  materials: string;
}

/** A blog post's Hindi version. */
export interface SeedBlogPostHindi {
  title: string;
  description: string;
  content: string;
}
