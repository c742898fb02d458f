/** The store's inbox for what an operator must act on (new orders, quote requests): ORDERS_NOTIFY_EMAIL, else its public address. */
import "server-only";
import { env } from "../env";
import { storeContact } from "../store-contact";

export const storeInbox = (): string | undefined => env().mail.ordersInbox ?? (storeContact.email || undefined);
