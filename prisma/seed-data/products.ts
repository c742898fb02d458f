import { trigonometryProducts } from "./catalogue/trigonometry";
import { algebraProducts } from "./catalogue/algebra";
import { geometryProducts } from "./catalogue/geometry";
import { arithmeticProducts } from "./catalogue/arithmetic";
import { logicAndCodingProducts } from "./catalogue/logic-and-coding";
import { scienceProducts } from "./catalogue/science";
import type { SeedProduct } from "./types";

/**
 * The seeded GanitPlay catalogue: 34 products across the six categories, one file per category
 * (./catalogue/). Prices are integer paise; every image path points at an original SVG under
 * public/images/products/<slug>/.
 */
export const products: SeedProduct[] = [
  ...trigonometryProducts,
  ...algebraProducts,
  ...geometryProducts,
  ...arithmeticProducts,
  ...logicAndCodingProducts,
  ...scienceProducts,
];
