/**
 * The store's button look, shared by <button>s and by links that act as buttons. A handful of
 * deliberate variants and three sizes; callers add only layout classes (margins, width,
 * self-alignment), never colours or padding, so the variants cannot drift apart again.
 */
const VARIANTS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
  "danger-outline": "border border-red-300 bg-white text-red-700 hover:bg-red-50",
  /** On the brand-coloured newsletter band and the marketplace link, where blue would vanish. */
  accent: "bg-accent-500 text-slate-900 hover:bg-accent-600",
  /** The one final, money-committing step: Place Order. */
  confirm: "bg-green-700 text-white hover:bg-green-800",
  /** Buy Now, beside the primary Add to Cart. */
  dark: "bg-slate-900 text-white hover:bg-slate-700",
} as const;

const SIZES = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2",
  lg: "px-5 py-3",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (margins, width, alignment). */
  className?: string;
}

// Disabled (unavailable, or busy while a request runs) looks the same for every variant.
const BASE =
  "inline-block rounded-md text-center font-semibold disabled:cursor-not-allowed disabled:border-transparent disabled:bg-slate-300 disabled:text-slate-600";

export function buttonClass({ variant = "primary", size = "md", className }: ButtonStyle = {}): string {
  return [BASE, VARIANTS[variant], SIZES[size], className].filter(Boolean).join(" ");
}
