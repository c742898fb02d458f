import { ButtonLink } from "@/components/ui/button";
import { NoticePage } from "@/components/ui/notice-page";

export default function ProductNotFound() {
  return (
    <NoticePage title="Product Not Found" message="This toy is no longer in our catalogue, or the link is mistyped.">
      <ButtonLink href="/shop" size="lg">
        Back to Shop
      </ButtonLink>
    </NoticePage>
  );
}
