/**
 * The seeded products' listing declarations (lib/catalog/declarations.ts), by slug. Every product
 * is the store's own, made in Jodhpur: manufacturer and consumer care are left empty so the store's
 * configured name, address and contact details are shown. The BIS licence numbers are left empty
 * too: they are real certificates the operator enters in the admin, never invented here, and
 * until then each toy's page says its licence is not declared.
 */
import type { SeedProduct } from "./types";

/** IS 9873 (Part 1): mechanical and physical safety of toys; IS 15644: safety of electric toys. */
const TOY = "IS 9873 (Part 1)";
const ELECTRIC_TOY = "IS 15644";

interface SeedDeclarations {
  netQuantity: string;
  bisStandard: string;
}

export const declarations: Record<SeedProduct["slug"], SeedDeclarations> = {
  "trigno-card": { netQuantity: "1 set (66 cards, 1 reference card, 1 booklet)", bisStandard: TOY },
  trigonik: { netQuantity: "1 kit (1 board, 16 wedges, 2 arms, 60 cards)", bisStandard: TOY },
  "angle-arena": { netQuantity: "1 game (1 board, 40 cards, 24 tokens)", bisStandard: TOY },
  "radian-rings": { netQuantity: "1 set (4 rings, 12 strips, 20 cards)", bisStandard: TOY },
  "heights-distances-clinometer-kit": { netQuantity: "1 kit (clinometer, plumb bob, 10 m tape)", bisStandard: TOY },
  "identity-dominoes": { netQuantity: "1 set (28 tiles)", bisStandard: TOY },
  "algebra-tiles-pro": { netQuantity: "1 set (96 tiles, 2 mats, 40 cards)", bisStandard: TOY },
  "equation-balance-scale": { netQuantity: "1 set (1 balance, 26 weights and blocks, 30 cards)", bisStandard: TOY },
  "variable-quest": { netQuantity: "1 game (1 board, 90 cards, 4 pawns, 36 tokens)", bisStandard: TOY },
  "polynomial-pairs": { netQuantity: "1 set (72 cards)", bisStandard: TOY },
  "parabola-pegboard": { netQuantity: "1 set (1 pegboard, 100 pegs, 3 cords, 24 cards)", bisStandard: TOY },
  "sequence-sprint": { netQuantity: "1 set (80 cards, 1 whiteboard)", bisStandard: TOY },
  coordinate: { netQuantity: "1 game (1 board, 8 pawns, 60 cards, 2 markers)", bisStandard: TOY },
  "tangram-master": { netQuantity: "1 set (7 pieces, 1 tray, 100 cards)", bisStandard: TOY },
  "polyhedra-builder": { netQuantity: "1 set (76 magnetic pieces)", bisStandard: TOY },
  "circle-theorem-geoboard": { netQuantity: "1 set (1 geoboard, 50 bands, 32 cards)", bisStandard: TOY },
  "compass-quest-construction-set": { netQuantity: "1 set (7 instruments, 1 booklet)", bisStandard: TOY },
  "symmetry-mirror-book": { netQuantity: "1 set (1 mirror book, 20 cards)", bisStandard: TOY },
  operator: { netQuantity: "1 set (108 cards)", bisStandard: TOY },
  "fraction-pizza-party": { netQuantity: "1 set (6 pizzas, 4 trays, 36 cards, 1 spinner)", bisStandard: TOY },
  "times-table-tambola": { netQuantity: "1 set (24 tickets, 132 cards, 6 markers)", bisStandard: TOY },
  "abacus-champ": { netQuantity: "1 N (abacus with practice book and pouch)", bisStandard: TOY },
  "number-ninja-dice": { netQuantity: "1 set (7 dice, 1 score pad)", bisStandard: TOY },
  "decimal-dash": { netQuantity: "1 game (1 board, 4 pawns, 72 cards)", bisStandard: TOY },
  "code-caravan": { netQuantity: "1 game (36 tiles, 4 camels, 120 cards)", bisStandard: TOY },
  "binary-bead-bracelets": { netQuantity: "1 kit (400 beads, 4 cords)", bisStandard: TOY },
  "logic-gate-cards": { netQuantity: "1 set (78 cards, tokens)", bisStandard: TOY },
  "wooden-sudoku-board": { netQuantity: "1 set (1 board, 90 tiles, 1 puzzle book)", bisStandard: TOY },
  "brahma-tower": { netQuantity: "1 set (1 base, 8 discs)", bisStandard: TOY },
  "solar-system-orrery-kit": { netQuantity: "1 kit (orrery, 10 spheres, 6 paints)", bisStandard: TOY },
  "lever-pulley-lab": { netQuantity: "1 kit (stand, lever, 3 pulleys, spring balance, masses)", bisStandard: TOY },
  "element-rummy": { netQuantity: "1 set (64 cards, 1 poster)", bisStandard: TOY },
  "optics-bench-kit": {
    netQuantity: "1 kit (rail, LED ray box, 6 lenses and mirrors, prism)",
    bisStandard: ELECTRIC_TOY,
  },
  "circuit-starter-kit": {
    netQuantity: "1 kit (32 blocks, battery holder, base grid, 45 cards)",
    bisStandard: ELECTRIC_TOY,
  },
};

/** What the seed stores: made in India by the store, a toy under the Toys QCO, licence to be entered. */
export function seededDeclarations(slug: string) {
  const declared = declarations[slug];
  if (!declared) throw new Error(`No declarations seeded for ${slug}`);
  return { ...declared, countryOfOrigin: "India", isToy: true };
}
