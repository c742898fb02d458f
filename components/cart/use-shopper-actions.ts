"use client";

import { useTranslations } from "next-intl";
import { useLoginPrompt } from "@/components/session/use-login-prompt";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { notify } from "@/lib/client/notify";
import type { PurchaseIntent } from "@/lib/client/purchase-intent";
import { isSignedIn, sessionStore } from "@/lib/client/session";
import { useStore } from "@/lib/client/store";
import { toggleWishlist, wishlistStore } from "@/lib/client/wishlist";

export interface ShopperProduct {
  id: string;
  name: string;
  inStock: boolean;
}

const LOGIN_MESSAGES = { add: "loginToAdd", buy: "loginToBuy" } as const satisfies Record<
  PurchaseIntent["action"],
  string
>;

/**
 * Add to cart and wishlist toggles with the prompts and toasts of SPEC §5 and §8: visitors are
 * asked to log in and taken there, their intent kept to be completed on return (PendingIntent);
 * out-of-stock products are refused before any call, and the server's refusals say why. The cart's
 * API client (and zod, which parses its answers) is loaded on the first click, not with the page.
 */
export function useShopperActions() {
  const session = useStore(sessionStore);
  const wishlist = useStore(wishlistStore);
  const promptLogin = useLoginPrompt();
  const signedIn = isSignedIn(session);
  const t = useTranslations("cart.toast");

  /** Answers whether the product went into the cart. `buy`: Buy Now, whose caller goes on to checkout. */
  async function add(product: ShopperProduct, quantity = 1, action: PurchaseIntent["action"] = "add") {
    if (!product.inStock) {
      notify.error(t("outOfStock"));
      return false;
    }
    try {
      if (!signedIn) {
        const { rememberIntent } = await import("@/lib/client/purchase-intent");
        rememberIntent({ productId: product.id, name: product.name, quantity, action });
        promptLogin(t(LOGIN_MESSAGES[action]));
        return false;
      }
      const { addToCart } = await import("@/lib/client/cart-api");
      await addToCart(product.id, quantity);
      notify.success(t("added", { name: product.name }));
      return true;
    } catch (error) {
      if (!isSessionRejection(error)) notify.error(messageOf(error, t("addFailed")));
      return false;
    }
  }

  function toggleInWishlist(product: Pick<ShopperProduct, "id" | "name">) {
    if (!signedIn) {
      promptLogin(t("loginForWishlist"));
      return;
    }
    const name = { name: product.name };
    if (toggleWishlist(product.id)) notify.success(t("wishlistAdded", name));
    else notify.info(t("wishlistRemoved", name));
  }

  return {
    signedIn,
    add,
    toggleInWishlist,
    inWishlist: (productId: string) => wishlist.includes(productId),
  };
}
