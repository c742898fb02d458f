"use client";

import { PageError } from "@/components/layout/page-error";
import { site } from "@/lib/site";
import "./globals.css";

/** The root layout itself failed (header or footer included): the whole document is replaced. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-IN">
      <body>
        <title>{`Something went wrong | ${site.name}`}</title>
        <main>
          <PageError retry={retry} />
        </main>
      </body>
    </html>
  );
}
