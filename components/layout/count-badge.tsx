/** A badge's text: hidden at 0, capped at 9+ in the top bar and 99+ in the mobile menu (SPEC §2). */
export function badgeText(count: number, cap: 9 | 99): string | null {
  if (count <= 0) return null;
  return count > cap ? `${cap}+` : String(count);
}

export function CountBadge({ count, cap }: { count: number; cap: 9 | 99 }) {
  const text = badgeText(count, cap);
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
    >
      {text}
    </span>
  );
}
