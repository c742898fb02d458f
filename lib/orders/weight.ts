/** Weights as SPEC §9 shows them: grams below 1 kg, else kilograms with one decimal. */
export function formatWeight(grams: number): string {
  return grams >= 1000 ? `${(grams / 1000).toFixed(1)} kg` : `${grams} g`;
}
