/**
 * HSN codes and GST rates (percent) of the seeded catalogue, by product slug. Rates as scheduled
 * from 22 September 2025 (GST Council, 56th meeting); docs/GST.md explains each heading and says
 * what to check with the store's tax adviser.
 * - 9503 toys, puzzles, construction sets and educational toys: 5 %
 * - 9504 board games, card games, dominoes, dice and tambola: 5 %
 * - 9023 instruments and models for demonstration (science kits): 18 %
 * - 9017 drawing and mathematical instruments: 18 %
 */
export interface SeedTaxCode {
  hsnCode: string;
  gstRate: number;
}

const TOY = { hsnCode: "9503", gstRate: 5 };
const GAME = { hsnCode: "9504", gstRate: 5 };
const DEMONSTRATION = { hsnCode: "9023", gstRate: 18 };
const INSTRUMENTS = { hsnCode: "9017", gstRate: 18 };

export const taxCodes: Record<string, SeedTaxCode> = {
  "trigno-card": GAME,
  trigonik: TOY,
  "angle-arena": GAME,
  "radian-rings": TOY,
  "heights-distances-clinometer-kit": DEMONSTRATION,
  "identity-dominoes": GAME,
  "algebra-tiles-pro": TOY,
  "equation-balance-scale": TOY,
  "variable-quest": GAME,
  "polynomial-pairs": GAME,
  "parabola-pegboard": TOY,
  "sequence-sprint": GAME,
  coordinate: GAME,
  "tangram-master": TOY,
  "polyhedra-builder": TOY,
  "circle-theorem-geoboard": TOY,
  "compass-quest-construction-set": INSTRUMENTS,
  "symmetry-mirror-book": TOY,
  operator: GAME,
  "fraction-pizza-party": TOY,
  "times-table-tambola": GAME,
  "abacus-champ": TOY,
  "number-ninja-dice": GAME,
  "decimal-dash": GAME,
  "code-caravan": GAME,
  "binary-bead-bracelets": TOY,
  "logic-gate-cards": GAME,
  "wooden-sudoku-board": GAME,
  "brahma-tower": TOY,
  "solar-system-orrery-kit": DEMONSTRATION,
  "lever-pulley-lab": DEMONSTRATION,
  "element-rummy": GAME,
  "optics-bench-kit": DEMONSTRATION,
  "circuit-starter-kit": TOY,
};
