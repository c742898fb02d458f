import { getTranslations } from "next-intl/server";
import { LoadingPage, Skeleton, SkeletonGrid } from "@/components/ui/skeleton";

/** The blog's shape while its posts are read: heading, search, tags, cards. */
export default async function BlogLoading() {
  const t = await getTranslations("blog");
  return (
    <LoadingPage label={t("loading")} className="mx-auto max-w-7xl px-4 py-10">
      <Skeleton className="h-9 w-24 md:h-10" />
      <Skeleton className="mt-2 h-6 max-w-md" />
      <Skeleton className="mt-6 h-10 max-w-xl" />
      <Skeleton className="mt-4 h-7 max-w-lg" />
      <SkeletonGrid count={6} className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" item="h-96" />
    </LoadingPage>
  );
}
