import { useTranslations } from "next-intl";
import { marketplaceName } from "@/lib/catalog/marketplace";

/** 'Buy with …': the product's page on an external marketplace, in a new window (SPEC §2). */
export function BuyWithLink({ href, className }: { href: string; className: string }) {
  const t = useTranslations("product");
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {t("buyWith", { marketplace: marketplaceName(href) ?? t("ourPartner") })}
      <span className="sr-only">{t("newWindow")}</span>
    </a>
  );
}
