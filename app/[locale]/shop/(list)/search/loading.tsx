import { useTranslations } from "next-intl";
import { LoadingPage, Skeleton, SkeletonGrid } from "@/components/ui/skeleton";

/** The shop's shape while the catalogue is read: heading band, filters, product grid. */
export default function ShopLoading() {
  const t = useTranslations("shop");
  return (
    <LoadingPage label={t("loading")}>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <Skeleton className="h-9 w-32 md:h-10" />
          <Skeleton className="mt-4 h-10 max-w-xl" />
          <Skeleton className="mt-4 h-5 w-56" />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:flex-row">
        <Skeleton className="h-8 w-24 md:h-[28rem] md:w-64 md:shrink-0" />
        <div className="min-w-0 flex-1">
          <Skeleton className="mb-4 h-8 w-48" />
          <SkeletonGrid count={6} className="grid grid-cols-2 gap-4 lg:grid-cols-3" item="h-80" />
        </div>
      </div>
    </LoadingPage>
  );
}
