"use client";

import { PageError } from "@/components/layout/page-error";

/** Any page that throws while rendering: the header and footer stay, the page says sorry. */
export default function ErrorBoundary({ retry }: { error: unknown; retry: () => void }) {
  return <PageError retry={retry} />;
}
