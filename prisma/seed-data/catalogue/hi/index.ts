import { trigonometryProductsHindi } from "./trigonometry";
import { algebraProductsHindi } from "./algebra";
import { geometryProductsHindi } from "./geometry";
import { arithmeticProductsHindi } from "./arithmetic";
import { logicAndCodingProductsHindi } from "./logic-and-coding";
import { scienceProductsHindi } from "./science";
import type { SeedProductHindi } from "../../types";

/** Hindi names and descriptions of every seeded product, keyed by slug (one file per category). */
export const productsHindi: Record<string, SeedProductHindi> = {
  ...trigonometryProductsHindi,
  ...algebraProductsHindi,
  ...geometryProductsHindi,
  ...arithmeticProductsHindi,
  ...logicAndCodingProductsHindi,
  ...scienceProductsHindi,
};
