/**
 * The store's bank account, printed on proforma invoices and orders awaiting a bank transfer, and
 * its UPI ID for the payment QR code. A public store must name its real account; on this machine
 * alone (a loopback SITE_URL) clearly-labelled samples stand in, as for the seller (lib/tax/seller.ts).
 */
export interface BankAccount {
  accountName: string;
  accountNumber: string;
  ifsc: string;
  bankName: string;
  /** The UPI ID (VPA) a payment QR code pays to. */
  upiId: string;
  /** Days an order waits for its transfer before it is released. */
  paymentDays: number;
}

export interface BankAccountVariables {
  BANK_ACCOUNT_NAME?: string;
  BANK_ACCOUNT_NUMBER?: string;
  BANK_IFSC?: string;
  BANK_NAME?: string;
  BANK_UPI_ID?: string;
}

export const SAMPLE_BANK_ACCOUNT: Required<BankAccountVariables> = {
  BANK_ACCOUNT_NAME: "GanitPlay (development sample, not a real account)",
  BANK_ACCOUNT_NUMBER: "000111222333",
  BANK_IFSC: "SBIN0000000",
  BANK_NAME: "Sample Bank, Jodhpur",
  BANK_UPI_ID: "ganitplay.sample@upi",
};

const NAMES = Object.keys(SAMPLE_BANK_ACCOUNT) as (keyof BankAccountVariables)[];

/** An IFSC: the bank's 4 letters, a 0, the branch's 6 letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
const UPI_ID_PATTERN = /^[\w.-]{2,256}@[A-Za-z][\w]{1,63}$/;

/** The account, or the problems with its configuration, each as [variable, message]. */
export function bankAccountConfig(
  raw: BankAccountVariables,
  paymentDays: number,
  isPublic: boolean,
): BankAccount | [keyof BankAccountVariables, string][] {
  const missing = NAMES.filter((name) => !raw[name]?.trim());
  if (isPublic && missing.length > 0) {
    return missing.map((name) => [name, `${name} is required when SITE_URL is public`]);
  }
  const values = missing.length === NAMES.length ? SAMPLE_BANK_ACCOUNT : raw;
  const unset = NAMES.filter((name) => !values[name]?.trim());
  if (unset.length > 0) return unset.map((name) => [name, `${name} is required once any BANK_ variable is set`]);
  const { BANK_ACCOUNT_NAME, BANK_ACCOUNT_NUMBER, BANK_IFSC, BANK_NAME, BANK_UPI_ID } =
    values as Required<BankAccountVariables>;
  const account = {
    accountName: BANK_ACCOUNT_NAME.trim(),
    accountNumber: BANK_ACCOUNT_NUMBER.replace(/\s/g, ""),
    ifsc: BANK_IFSC.trim().toUpperCase(),
    bankName: BANK_NAME.trim(),
    upiId: BANK_UPI_ID.trim(),
    paymentDays,
  };
  const problems: [keyof BankAccountVariables, string][] = [];
  if (!ACCOUNT_NUMBER_PATTERN.test(account.accountNumber)) {
    problems.push(["BANK_ACCOUNT_NUMBER", "BANK_ACCOUNT_NUMBER must be 9 to 18 digits"]);
  }
  if (!IFSC_PATTERN.test(account.ifsc)) problems.push(["BANK_IFSC", "BANK_IFSC must be an IFSC such as SBIN0001234"]);
  if (!UPI_ID_PATTERN.test(account.upiId))
    problems.push(["BANK_UPI_ID", "BANK_UPI_ID must be a UPI ID such as shop@okaxis"]);
  return problems.length > 0 ? problems : account;
}
