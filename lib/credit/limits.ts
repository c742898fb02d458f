/** The rules of gift cards and store credit that screens state too. Pure, for the browser as well. */
import { rupeesToPaise } from "../money";

/** How many gift cards one order may be paid with. */
export const MAX_GIFT_CARDS_PER_ORDER = 3;

/** What one gift card may be worth (issue #34). */
export const GIFT_CARD_MIN_VALUE = rupeesToPaise(500);
export const GIFT_CARD_MAX_VALUE = rupeesToPaise(10_000);

/** A gift card can be spent for a year from its issue, to the end of that day in India. */
export const GIFT_CARD_VALIDITY_YEARS = 1;

/**
 * The moment a card's last day ends is its `expiresAt` (exclusive): a moment inside that last day,
 * to write it as a date ("valid until 29 November 2027").
 */
export const lastValidMoment = (expiresAt: Date | string): Date => new Date(new Date(expiresAt).getTime() - 1);
