/**
 * The phone a message goes to. WhatsApp and Indian SMS both address a number as its country code
 * and digits ("919876543210"); accounts keep an Indian mobile as its ten digits
 * (lib/validation/account.ts normalizePhone). The store messages Indian mobiles only: DLT SMS
 * reaches no other, and it ships within India.
 */
import { normalizePhone } from "../validation/account";

const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** "919876543210" for an Indian mobile however it was written, else null. */
export function messagingNumber(phone: string): string | null {
  const digits = normalizePhone(phone);
  return INDIAN_MOBILE.test(digits) ? `91${digits}` : null;
}

/** "+91 98765 43210": how a consent's words name a messaging number. */
export const spokenNumber = (number: string) => `+91 ${number.slice(2, 7)} ${number.slice(7)}`;
