import { ButtonLink } from "@/components/ui/button";
import { NoticePage } from "@/components/ui/notice-page";

export default function NotFound() {
  return (
    <NoticePage title="Page not found" message="The page you were looking for is not here. It may have moved.">
      <ButtonLink href="/shop" size="lg">
        Back to Shop
      </ButtonLink>
    </NoticePage>
  );
}
