import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

export interface Crumb {
  name: string;
  path: string;
}

/** Home › Learn › … › the page: the trail the page's structured data repeats. */
export async function LearnBreadcrumb({ trail }: { trail: Crumb[] }) {
  const t = await getTranslations("learn.breadcrumb");
  const last = trail.length - 1;
  return (
    <nav aria-label={t("label")} className="mb-6 text-sm text-slate-600">
      <ol className="flex flex-wrap gap-2">
        {trail.map((crumb, index) =>
          index === last ? (
            <li key={crumb.path} aria-current="page" className="font-medium text-slate-900">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link href={crumb.path} className="hover:underline">
                {crumb.name}
              </Link>{" "}
              /
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The trail's first two steps, on every page under /learn. */
export async function learnTrail(): Promise<Crumb[]> {
  const t = await getTranslations("learn.breadcrumb");
  return [
    { name: t("home"), path: "/" },
    { name: t("learn"), path: "/learn" },
  ];
}
