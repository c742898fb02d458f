/** The rules of gift cards and store credit that screens state too. Pure, for the browser as well. */
import { rupeesToPaise } from "../money";

/** How many gift cards one order may be paid with. */
export const MAX_GIFT_CARDS_PER_ORDER = 3;

/** What one gift card may be worth (issue #34). */
export const GIFT_CARD_MIN_VALUE = rupeesToPaise(500);
export const GIFT_CARD_MAX_VALUE = rupeesToPaise(10_000);

/** A gift card can be spent for a year from its issue, to the end of that day in India. */
export const GIFT_CARD_VALIDITY_YEARS = 1;
