import type { ReactNode } from "react";

/** A grey block standing in for content that is still loading; the page's status text names it. */
export function Skeleton({ className }: { className: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none ${className}`}
    />
  );
}

/**
 * A route's loading.tsx: announces `label` to screen readers while placeholders of the page's own
 * size hold its layout, so nothing jumps when the page arrives. Only list pages have one, each in
 * a `(list)` route group: a skeleton streams a 200 at once, and a detail page's notFound() after
 * that could no longer answer 404.
 */
export function LoadingPage({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** `count` skeleton cards in the page's own grid. */
export function SkeletonGrid({ count, className, item }: { count: number; className: string; item: string }) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={item} />
      ))}
    </div>
  );
}
