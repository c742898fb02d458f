import { LoadingPage, Skeleton, SkeletonGrid } from "@/components/ui/skeleton";

/** An admin list's shape while it is read: heading and New button, search, table. */
export function AdminListLoading({ label }: { label: string }) {
  return (
    <LoadingPage label={label} className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-3">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-10 w-32" />
      </div>
      <Skeleton className="h-10 max-w-3xl" />
      <SkeletonGrid count={8} className="flex flex-col gap-1" item="h-12" />
    </LoadingPage>
  );
}
