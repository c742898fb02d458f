/**
 * One product as its page shows it (SPEC §2): the defaults of SPEC §3 applied, money in paise.
 */
import "server-only";
import { db } from "../db";
import { toPaise, type Paise } from "../money";
import { DEFAULT_CATEGORY, DEFAULT_RATING } from "./defaults";
import { formatWeight } from "./weight";

export const DEFAULT_DESCRIPTION =
  "A hands-on GanitPlay learning toy that turns a maths idea into something to hold, build and play with.";

export interface ProductDetail {
  id: string;
  name: string;
  description: string;
  category: string;
  images: string[];
  price: Paise;
  discountPrice: Paise | null;
  inStock: boolean;
  stockQuantity: number;
  /** "10+" etc., or "All Ages". */
  age: string;
  rating: number;
  bestseller: boolean;
  brand: string | null;
  features: string[];
  contents: string[];
  materials: string;
  weight: string;
  dimensions: string;
}

export async function readProductDetail(id: string): Promise<ProductDetail | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  const product = await db().product.findUnique({ where: { id } });
  if (!product) return null;
  return {
    id: product.id,
    name: product.name,
    description: product.description || DEFAULT_DESCRIPTION,
    category: product.category || DEFAULT_CATEGORY,
    images: product.images,
    price: toPaise(product.price),
    discountPrice: product.discountPrice === null ? null : toPaise(product.discountPrice),
    inStock: product.inStock && product.stockQuantity > 0,
    stockQuantity: product.stockQuantity,
    age: product.ageSuitability ?? "All Ages",
    rating: product.rating === null ? DEFAULT_RATING : product.rating.toNumber(),
    bestseller: product.bestseller,
    brand: product.brand,
    features: product.features,
    contents: product.contents,
    materials: product.materials || "High-quality plastic and cardboard",
    weight: formatWeight(product.weight),
    dimensions: product.dimensions || "25cm x 25cm x 5cm",
  };
}
