/**
 * The API's answers a shopper may meet on any page, in English: what toasts and the pincode check
 * show after Add to Cart, a like, a delivery check, a payment or a rate limit. Every page sends the
 * browser these in its language (messages' `refusals`); the form fields' messages
 * (./error-messages.ts) go only to the pages with forms. Keys are unique across both.
 */
export const REFUSAL_TEXTS = {
  /** The browser's own when the API could not be reached (lib/client/api-errors.ts). */
  networkError: "Network error. Please try again.",
  // Delivery checks and the cart, from any page (a product's pincode check, Add to Cart).
  pincodeRequired: "Pincode is required",
  pincodeInvalid: "Please enter a valid 6-digit pincode",
  pincodeNotServiceable: "Please enter a valid and serviceable pincode",
  cartEmpty: "Your cart is empty",
  orderLinesMax: "An order can hold at most {max} different products",
  quantityWhole: "Quantity must be a whole number",
  quantityMin: "Quantity must be at least {min}",
  quantityMax: "Quantity must be at most {max}",
  // The API's refusals while ordering, paying and returning (lib/orders/, lib/payments/, lib/media/).
  productNotFound: "Product not found",
  orderNotFound: "Order not found",
  productOutOfStock: "Product is out of stock",
  namedOutOfStock: "{name} is out of stock",
  stockLeft: "Only {units} of {name} left in stock",
  pricesChanged: "Prices have changed while you were ordering. Please review your order.",
  stillProcessing: "This request is still being processed. Please check your orders in a moment.",
  pincodeUnserviceable: "Pincode not serviceable",
  codUnavailable: "Cash on delivery is not available for this pincode",
  codOpenOrdersMax:
    "You already have {count} cash on delivery orders waiting to ship. Please pay online, or order again once one has shipped.",
  codUnitsMax: "Cash on delivery is limited to {max} of {name} per customer. Please pay online for more.",
  codUnitsMaxUntilShipped:
    "Cash on delivery is limited to {max} of {name} per customer until your earlier orders ship ({held} on order). Please pay online for more.",
  // The cash on delivery rules (lib/orders/cod-risk/): the outcome, with its reason filled in.
  codPrepaidOnly: "Cash on delivery isn't available for this order because {reason}. Please pay online.",
  codRiskFee: "Cash on delivery costs {fee} more for this order because {reason}.",
  codReasonPincodeReturns:
    "{rate}% of the last {count} cash on delivery parcels to pincode {pincode} came back undelivered",
  codReasonAreaReturns: "{rate}% of the last {count} cash on delivery parcels to {district} came back undelivered",
  codReasonMissedOrders: "{count} of your earlier cash on delivery orders came back undelivered or were not confirmed",
  codReasonFirstOrderValue: "it is your first order with us and it is above {amount}",
  codReasonOrderValue: "orders above {amount} are paid online",
  codReasonPhone: "the phone number {phone} does not look like one a courier can call",
  codReasonAddress: "the delivery address is too short for a courier to find",
  notAwaitingPayment: "This order is not waiting for a payment",
  alreadyPaid: "This order is already paid",
  paidOnDelivery: "This order is paid on delivery",
  paymentWindowOver: "The time to pay for this order has run out. Please place the order again.",
  notAwaitingConfirmation: "This order is no longer waiting for your confirmation",
  itemCancelClosed:
    "Items of this order can no longer be cancelled one by one. You can still cancel the whole order before it ships.",
  itemUnitsLeft: "Only {units} of {name} are left on this order",
  chooseItemsToCancel: "Choose the items to cancel, each once",
  returnNotDelivered: "Only a delivered order can be returned",
  returnItemUnknown: "An item is not part of this order",
  imageRequired: "Choose an image to upload",
  imageTooLarge: "Images must be at most {megabytes} MB",
  imageType: "Upload a PNG, JPEG or WebP image",
  imageUnreadable: "This image could not be read: upload a whole PNG, JPEG or WebP file",
  // The same order again within minutes (lib/orders/repeat-orders.ts).
  repeatOrder: "You placed this same order a few minutes ago. Place another one?",
  repeatAwaitingPayment: "An order of these items is waiting for your payment. Pay for that one, or place another?",
  // Sign-in by a code sent to the phone (lib/auth/sign-in-codes.ts).
  codeSent: "If this number can get messages, your code is on its way. It works for {minutes} minutes.",
  codeWrong: "This code is not right. Please check it and try again.",
  codeExpired: "This code has expired or was already used. Please ask for a new one.",
  codeTriesSpent: "Too many wrong codes. Please ask for a new one.",
  newPhone: "Welcome! This number is new to us. Tell us your name to create your account.",
  signInByCodeUnavailable: "Sign-in by code is not available at the moment. Please sign in with your password.",
  // Back-in-stock alerts (lib/catalog/stock-alerts.ts).
  stockAlertInStock: "This product is in stock: you can order it now.",
  stockAlertNoEmail: "Your account has no e-mail yet. Choose WhatsApp or SMS instead.",
  stockAlertNoMobile: "Your account has no Indian mobile number. Choose e-mail instead.",
  stockAlertsMax: "You are waiting for {max} products already. Cancel one of those alerts to ask for this one.",
  // Order updates on WhatsApp and by SMS (lib/messaging/preferences.ts).
  mobileNeededForUpdates: "Add a mobile number to your account to get order updates",
  updatesUnavailable: "These updates are not available at the moment",
  // Codes and offers in the cart (lib/promotions/).
  couponUnknown: "This code isn't valid. Please check it and try again.",
  couponNotStarted: "This code can be used from {date}.",
  couponExpired: "This code expired on {date}.",
  couponUsedUp: "This code has been used as many times as it can be.",
  couponAlreadyUsed: "You have already used this code.",
  couponFirstOrderOnly: "This code is for a first order only.",
  couponNotForTheseItems: "This code isn't for the items in your cart.",
  couponMinimumNotMet: "Add items worth {amount} more to use this code.",
  couponNotEnoughItems: "Add more of the items this code is for to use it.",
  couponOutdone: "Your cart already has a better offer than this code.",
  offerChanged: "An offer on your order has changed or run out. Please review your order.",
  // Gift cards and store credit at checkout (lib/credit/).
  giftCardUnknown: "This gift card code isn't valid. Please check it and try again.",
  giftCardExpired: "This gift card was valid until {date}.",
  giftCardSpent: "This gift card has no balance left.",
  giftCardsMax: "Use at most {max} gift cards on one order.",
  creditChanged: "Your gift card or store credit balance has changed. Please review your order.",
  creditCoversOrder:
    "Your gift cards and store credit pay for the whole order: there is nothing left to pay on delivery or online.",
  creditShort: "Your gift cards and store credit do not pay for the whole order: choose how to pay the rest.",
  // Rate limits (lib/limits/): a reason, then the wait, each translated on its own.
  tryAgainIn: "{reason}. Please try again in {wait}.",
  waitOneSecond: "1 second",
  waitSeconds: "{count} seconds",
  waitOneMinute: "1 minute",
  waitMinutes: "{count} minutes",
  tooManyAccounts: "Too many accounts were created from your network",
  tooManyOrders: "Too many orders were placed from your network",
  tooManyDeliveryChecks: "Too many delivery checks from your network",
  tooManyLikes: "Too many likes from your network",
  tooManyFailedLoginsFromNetwork: "Too many failed login attempts from your network",
  tooManyFailedLogins: "Too many failed login attempts",
  tooManyInvoiceDownloads: "Too many invoice downloads from your network",
  tooManyDeliveryAnswers: "Too many delivery answers from your network",
  tooManyConfirmations: "Too many order confirmations from your network",
  tooManyResetRequests: "Too many password reset requests from your network",
  tooManyResetRequestsForEmail: "Too many password reset requests for this email",
  tooManyReviews: "Too many reviews were sent from your network",
  tooManyReviewChanges: "Too many review changes from your account",
  tooManyPhotos: "Too many photos were uploaded from your network",
  tooManyCodeRequests: "Too many sign-in codes were asked for from your network",
  tooManyCodesForPhone: "Too many sign-in codes were sent to this number",
  tooManyCodeChecks: "Too many sign-in codes were tried from your network",
  tooManyCouponTries: "Too many codes were tried from your network",
  tooManyCouponTriesForAccount: "Too many codes were tried from your account",
  tooManyReports: "Too many reports were sent from your network",
};

export type RefusalKey = keyof typeof REFUSAL_TEXTS;
