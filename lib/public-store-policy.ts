/**
 * What the configuration variables mean together. A store that shoppers can reach takes real
 * money and real sessions: no generated secret, no simulator, no local mail catcher, no sample
 * seller or placeholder Grievance Officer. On this machine alone (a loopback SITE_URL) `npm start`
 * needs no configuration: each missing value has a local stand-in.
 */
import type { Variables } from "./env-variables";
import { siteUrlSchema } from "./env-variables";
import { grievanceOfficerConfig } from "./grievance-officer";
import { readOrCreateLocalSecret } from "./local-data";
import { objectStorageConfig } from "./media/object-storage-config";
import { smsConfig, whatsAppConfig } from "./messaging/config";
import { phonePeConfig } from "./payments/phonepe/config";
import { shiprocketConfig } from "./shipping/config";
import { bankAccountConfig } from "./payments/bank-transfer/bank-account";
import { sellerConfig } from "./tax/seller";

/** The sender on this machine alone, where mail only reaches the local catcher. */
const LOCAL_MAIL_FROM = "GanitPlay <orders@ganitplay.localhost>";

/** A variable and what is wrong with it. */
export type ConfigurationIssue = [variable: string, message: string];

/** Whether the URL's host is this machine (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The store's settings from its variables, or every issue that stops a store of this kind. */
export function storeConfig({
  AUTH_SECRET,
  SITE_URL,
  SMTP_URL,
  MAIL_FROM,
  ORDERS_NOTIFY_EMAIL,
  MAIL_CATCHER_URL,
  SELLER_LEGAL_NAME,
  SELLER_GSTIN,
  SELLER_ADDRESS,
  SELLER_STATE,
  BANK_ACCOUNT_NAME,
  BANK_ACCOUNT_NUMBER,
  BANK_IFSC,
  BANK_NAME,
  BANK_UPI_ID,
  BANK_TRANSFER_DAYS,
  ...rest
}: Variables) {
  const siteUrl = SITE_URL ?? siteUrlSchema.parse(undefined);
  const isPublic = !isLoopbackUrl(siteUrl);
  const issues: ConfigurationIssue[] = [];
  const required = { AUTH_SECRET, SMTP_URL, MAIL_FROM };
  if (isPublic) {
    for (const [variable, value] of Object.entries(required)) {
      if (!value) issues.push([variable, `${variable} is required when SITE_URL is public`]);
    }
  }
  // Consumer Protection (E-Commerce) Rules, 2020: a public store names a real Grievance Officer.
  const grievanceOfficer = grievanceOfficerConfig(rest, isPublic);
  for (const variable of grievanceOfficer.missing) {
    issues.push([variable, `${variable} is required when SITE_URL is public`]);
  }
  const phonePe = phonePeConfig(rest, isPublic);
  if (typeof phonePe === "string") issues.push(["PHONEPE_ENV", phonePe]);
  const whatsApp = whatsAppConfig(rest, isPublic);
  if (typeof whatsApp === "string") issues.push(["WHATSAPP_ENV", whatsApp]);
  const sms = smsConfig(rest, isPublic);
  if (typeof sms === "string") issues.push(["SMS_ENV", sms]);
  const shiprocket = shiprocketConfig(rest, isPublic);
  if (typeof shiprocket === "string") issues.push(["SHIPROCKET_ENV", shiprocket]);
  const seller = sellerConfig({ SELLER_LEGAL_NAME, SELLER_GSTIN, SELLER_ADDRESS, SELLER_STATE }, isPublic);
  if (Array.isArray(seller)) issues.push(...seller);
  const bank = { BANK_ACCOUNT_NAME, BANK_ACCOUNT_NUMBER, BANK_IFSC, BANK_NAME, BANK_UPI_ID };
  const bankAccount = bankAccountConfig(bank, BANK_TRANSFER_DAYS, isPublic);
  if (Array.isArray(bankAccount)) issues.push(...bankAccount);
  const objectStorage = objectStorageConfig(rest);
  if (Array.isArray(objectStorage)) issues.push(...objectStorage);
  if (
    typeof phonePe === "string" ||
    typeof whatsApp === "string" ||
    typeof sms === "string" ||
    typeof shiprocket === "string" ||
    Array.isArray(seller) ||
    Array.isArray(bankAccount) ||
    Array.isArray(objectStorage) ||
    issues.length > 0
  ) {
    return { issues };
  }
  return {
    config: {
      ...rest,
      phonePe,
      messaging: {
        whatsApp,
        sms,
        pricesCentipaise: {
          whatsAppUtility: rest.WHATSAPP_PRICE_UTILITY,
          whatsAppAuthentication: rest.WHATSAPP_PRICE_AUTHENTICATION,
          whatsAppService: rest.WHATSAPP_PRICE_SERVICE,
          sms: rest.SMS_PRICE,
        },
      },
      shiprocket,
      seller,
      bankAccount,
      objectStorage,
      grievanceOfficer: grievanceOfficer.officer,
      mail: {
        smtpUrl: SMTP_URL,
        from: MAIL_FROM ?? LOCAL_MAIL_FROM,
        ordersInbox: ORDERS_NOTIFY_EMAIL,
        catcherUrl: isPublic ? undefined : MAIL_CATCHER_URL?.replace(/\/+$/, ""),
      },
      SITE_URL: siteUrl,
      // On this machine alone: a secret generated once and kept in the git-ignored data folder.
      AUTH_SECRET: AUTH_SECRET ?? readOrCreateLocalSecret("auth-secret"),
    },
  };
}
