/**
 * A sent quote's proforma invoice by a signed link (lib/links/signed-token.ts), `/api/proformas/{token}`:
 * the document of its WhatsApp message, which Meta's servers fetch from the link as they send it.
 * It opens that one quote's proforma, and only while the quote stands sent
 * (./proforma-download.ts). The proforma names the buyer's address and the store's bank account,
 * so the link lives no longer than a message may wait to go.
 */
import "server-only";
import { env } from "../env";
import { idOfSignedToken, signedToken } from "../links/signed-token";

/** A message can wait for the morning and a day and a half of retries through an outage; a week covers both. */
export const PROFORMA_LINK_DAYS = 7;

export const proformaLinkToken = (quoteId: string, now = Date.now()): string =>
  signedToken("proforma", quoteId, PROFORMA_LINK_DAYS, now);

/** The quote a token names, or null for a token this store did not sign or whose time is over. */
export const quoteOfProformaToken = (token: string, now = Date.now()): string | null =>
  idOfSignedToken("proforma", token, now);

/** The quote's proforma invoice as a PDF, for a message's document link. */
export const proformaLinkUrl = (quoteId: string) => `${env().SITE_URL}/api/proformas/${proformaLinkToken(quoteId)}`;
