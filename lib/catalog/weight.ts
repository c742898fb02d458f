/** "450 g", or kilograms with one decimal from 1,000 g (SPEC §9); 0.5 kg when unknown. */
export function formatWeight(grams: number | null): string {
  if (grams === null) return "0.5 kg";
  return grams >= 1000 ? `${(grams / 1000).toFixed(1)} kg` : `${grams} g`;
}
