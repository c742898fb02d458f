import { LoadingPage, Skeleton, SkeletonGrid } from "@/components/ui/skeleton";

/** The dashboard's shape while its figures are counted: heading, today's work, four tiles, three panels. */
export default function DashboardLoading() {
  return (
    <LoadingPage label="Loading the dashboard…" className="flex flex-col gap-8">
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-40" />
      <SkeletonGrid count={4} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" item="h-24" />
      <Skeleton className="h-28" />
      <SkeletonGrid count={2} className="grid gap-6 md:grid-cols-2" item="h-48" />
    </LoadingPage>
  );
}
