import { useTranslations } from "next-intl";
import { storeContact, telHref } from "@/lib/store-contact";

/** The configured phone numbers as call links; `limit` keeps the first few (the footer shows two). */
export function PhoneLinks({ limit, className }: { limit?: number; className?: string }) {
  const phones = storeContact.phones.slice(0, limit);
  if (phones.length === 0) return null;
  return (
    <ul className={className}>
      {phones.map((phone) => (
        <li key={phone}>
          <a href={telHref(phone)} className="hover:text-brand-700 hover:underline">
            {phone}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function EmailLink({ className }: { className?: string }) {
  if (!storeContact.email) return null;
  return (
    <a href={`mailto:${storeContact.email}`} className={`hover:text-brand-700 hover:underline ${className ?? ""}`}>
      {storeContact.email}
    </a>
  );
}

/** The store's configured social profiles, each in a new window. */
export function SocialLinks({ label, className }: { label: string; className?: string }) {
  const t = useTranslations("staticPages");
  if (storeContact.social.length === 0) return null;
  return (
    <ul aria-label={label} className={className}>
      {storeContact.social.map(({ network, url }) => (
        <li key={network}>
          <a href={url} target="_blank" rel="noopener noreferrer" className="hover:text-brand-700 hover:underline">
            {network}
            <span className="sr-only">{t("newWindow")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
