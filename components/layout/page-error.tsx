"use client";

import { Button, ButtonLink } from "@/components/ui/button";
import { NoticePage } from "@/components/ui/notice-page";

/**
 * What a shopper sees when a page fails to render. The error itself is never shown: a server
 * error reaches the browser without its message anyway, and the server has logged it in full.
 * `retry` renders the page again, reading its data afresh.
 */
export function PageError({ retry }: { retry: () => void }) {
  return (
    <NoticePage
      title="Something went wrong"
      message="This page could not be shown just now. Please try again in a moment."
    >
      <Button size="lg" onClick={retry}>
        Try again
      </Button>
      <ButtonLink href="/" variant="secondary" size="lg">
        Go to Home
      </ButtonLink>
    </NoticePage>
  );
}
