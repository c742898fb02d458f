/** How a gift card code a shopper typed is read: spaces and dashes dropped, upper case. Pure, for the checkout too. */
export const normalizeGiftCardCode = (typed: string): string => typed.replace(/[\s-]+/g, "").toUpperCase();
