/** A neutral picture frame shown where a product or post image is missing or broken. */
export function placeholderSvg(width: number, height: number): string {
  const iconSize = Math.max(8, Math.round(Math.min(width, height) / 4));
  const x = Math.round((width - iconSize) / 2);
  const y = Math.round((height - iconSize) / 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Image not available">
<rect width="${width}" height="${height}" fill="#e2e8f0"/>
<g transform="translate(${x} ${y}) scale(${iconSize / 24})" fill="none" stroke="#94a3b8" stroke-width="1.5">
<rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="9" cy="10" r="2"/><path d="M4 18l5-5 4 4 3-3 4 4"/>
</g>
</svg>`;
}
