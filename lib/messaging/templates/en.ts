import type { MessageTexts } from "./texts";

const details = "Details: {site}/orders";

export const en: MessageTexts = {
  orders: {
    order_placed: {
      whatsapp:
        "Hello {{1}}, thank you for confirming your GanitPlay order {{2}}. We will start packing it soon. You pay in cash when it arrives.",
      sms: `GanitPlay: your order {#var#} is confirmed. You pay in cash when it arrives. ${details}`,
    },
    order_confirm_cod: {
      whatsapp:
        "Hello {{1}}, please confirm your GanitPlay order {{2}} of {{3}}, to be paid in cash on delivery. Tap Confirm and we will pack it, or Cancel if you did not mean to order. To pay online instead and save the cash on delivery fee, tap View order. An order not confirmed within {{4}} hours is cancelled.",
      sms: "GanitPlay: please confirm your cash on delivery order {#var#} so that we can pack it, or cancel it: {site}/c/{#var#}",
    },
    order_confirm_reminder: {
      whatsapp:
        "Hello {{1}}, your GanitPlay order {{2}} is waiting for your confirmation, so we have not packed it yet. Tap Confirm, or Cancel if you no longer want it. An order not confirmed within {{3}} hours of placing it is cancelled.",
      sms: "GanitPlay: your order {#var#} is not packed until you confirm it. Confirm or cancel: {site}/c/{#var#}",
    },
    order_confirm_expired: {
      whatsapp:
        "Hello {{1}}, your cash on delivery order {{2}} was not confirmed in time, so we have cancelled it. Nothing will be sent and you pay nothing.",
      sms: `GanitPlay: your order {#var#} was not confirmed in time and is cancelled. You pay nothing. ${details}`,
    },
    order_paid: {
      whatsapp:
        "Hello {{1}}, we have received your payment for GanitPlay order {{2}}. Your order is placed and we will start packing it soon.",
      sms: `GanitPlay: payment received for your order {#var#}. We will start packing it soon. ${details}`,
    },
    order_payment_failed: {
      whatsapp:
        "Hello {{1}}, the payment for your GanitPlay order {{2}} did not go through and no money was taken. You can pay again or choose cash on delivery on your order's page.",
      sms: "GanitPlay: the payment for your order {#var#} did not go through and no money was taken. Pay again or choose cash on delivery: {site}/orders",
    },
    order_packed: {
      whatsapp: "Hello {{1}}, we are packing your GanitPlay order {{2}}. It will be handed to the courier shortly.",
      sms: `GanitPlay: we are packing your order {#var#}. ${details}`,
    },
    order_shipped: {
      whatsapp:
        "Hello {{1}}, your GanitPlay order {{2}} is on its way. Tap below to see its courier and tracking number.",
      sms: "GanitPlay: your order {#var#} is on its way. Courier and tracking: {site}/orders",
    },
    order_out_for_delivery: {
      whatsapp:
        "Hello {{1}}, your GanitPlay order {{2}} is out for delivery today. Please keep your phone reachable for the courier.",
      sms: `GanitPlay: your order {#var#} is out for delivery today. Please keep your phone reachable. ${details}`,
    },
    order_delivered: {
      whatsapp:
        "Hello {{1}}, your GanitPlay order {{2}} has been delivered. We hope the puzzles and games bring plenty of joy!",
      sms: `GanitPlay: your order {#var#} has been delivered. Happy playing! ${details}`,
    },
    order_delivery_failed: {
      whatsapp:
        "Hello {{1}}, the courier could not deliver your GanitPlay order {{2}} today. Tap below to choose another day, correct your phone number or address, or cancel the order.",
      sms: "GanitPlay: the courier could not deliver your order {#var#}. Choose another day or correct your address: {site}/orders",
    },
    order_returning: {
      whatsapp:
        "Hello {{1}}, the courier could not deliver your GanitPlay order {{2}} and is bringing it back to us. If you paid online, your full refund starts when it reaches us.",
      sms: `GanitPlay: your order {#var#} could not be delivered and is coming back to us. Online payments are refunded in full. ${details}`,
    },
    order_returned: {
      whatsapp:
        "Hello {{1}}, your undelivered GanitPlay order {{2}} has reached us again and is closed. If you paid online, your full refund has started.",
      sms: `GanitPlay: your undelivered order {#var#} is back with us and closed. Online payments are being refunded. ${details}`,
    },
    order_cancelled: {
      whatsapp:
        "Hello {{1}}, your GanitPlay order {{2}} has been cancelled. If you paid online, your refund is on its way and we will tell you when it starts.",
      sms: `GanitPlay: your order {#var#} has been cancelled. Any online payment will be refunded. ${details}`,
    },
    order_cancelled_by_customer: {
      whatsapp:
        "Hello {{1}}, as you asked, we have cancelled your GanitPlay order {{2}}. If you paid online, your full refund is on its way.",
      sms: `GanitPlay: as you asked, your order {#var#} is cancelled. Any online payment will be refunded in full. ${details}`,
    },
    order_refund_started: {
      whatsapp:
        "Hello {{1}}, the refund for your GanitPlay order {{2}} has started: {{3}} will reach your account, usually within 5 to 7 working days.",
      sms: "GanitPlay: a refund of {#var#} for your order {#var#} has started. It usually arrives within 5 to 7 working days.",
    },
    order_refund_completed: {
      whatsapp:
        "Hello {{1}}, the refund for your GanitPlay order {{2}} is complete: {{3}} has been paid back. Your bank may take a day to show it.",
      sms: "GanitPlay: your refund of {#var#} for order {#var#} is complete. Your bank may take a day to show it.",
    },
    order_return_requested: {
      whatsapp:
        "Hello {{1}}, we have your return request for GanitPlay order {{2}} and will review it within 2 working days.",
      sms: `GanitPlay: we have your return request for order {#var#} and will review it within 2 working days. ${details}`,
    },
    order_return_approved: {
      whatsapp:
        "Hello {{1}}, your return for GanitPlay order {{2}} is approved. Please keep the items in their original packaging; your order's page says how they come back to us.",
      sms: "GanitPlay: your return for order {#var#} is approved. Next steps: {site}/orders",
    },
    order_return_rejected: {
      whatsapp:
        "Hello {{1}}, we are sorry, we could not accept your return for GanitPlay order {{2}}. Your order's page gives the reason and how to reach us.",
      sms: "GanitPlay: we could not accept your return for order {#var#}. The reason: {site}/orders",
    },
    order_return_received: {
      whatsapp:
        "Hello {{1}}, the items you returned from GanitPlay order {{2}} have arrived. We will send your refund shortly.",
      sms: `GanitPlay: the items returned from order {#var#} have arrived; your refund follows shortly. ${details}`,
    },
    order_return_refunded: {
      whatsapp:
        "Hello {{1}}, for the items returned from your GanitPlay order {{2}}, we have sent you a refund of {{3}}. It may take a few days to show in your account.",
      sms: "GanitPlay: a refund of {#var#} for the items returned from order {#var#} has been sent.",
    },
  },
  signInCodeSms: "{#var#} is your GanitPlay sign-in code. It works for 5 minutes. Do not share it with anyone.",
  backInStock: {
    whatsapp:
      "Hello {{1}}, {{2}} is back in stock at GanitPlay, as you asked us to tell you. This is the only message about it.",
    sms: "GanitPlay: {#var#} is back in stock, as you asked. See {site}/shop",
  },
  quoteSent: {
    whatsapp:
      "Hello {{1}}, your GanitPlay quote {{2}} is ready: {{3}} in all, tax and delivery included, valid until {{4}}. The proforma invoice attached has our bank details and a UPI QR code for the payment. To order, accept the quote on its page and add your purchase order number if you have one.",
    sms: "GanitPlay: your quote {#var#} for {#var#} is ready and its proforma invoice has been e-mailed to you. See and accept it: {site}/quotes",
  },
  operatorAlerts: {
    store_new_order:
      "New GanitPlay order {{1}} of {{2}} (items: {{3}}), to be delivered to {{4}}. It waits to be packed. You chose these alerts on the admin area's Alerts page, where you can turn them off.",
    store_daily_summary:
      "GanitPlay summary of {{1}}. Orders earned: {{2}}. Net sales: {{3}}. Cancelled: {{4}}. Waiting today: orders to pack {{5}}, cash on delivery orders awaiting confirmation {{6}}, return requests to review {{7}}. You chose this summary on the admin area's Alerts page, where you can turn it off.",
  },
  footer: "Reply STOP to turn off these updates.",
  buttons: {
    confirm: "Confirm",
    cancel: "Cancel",
    viewOrder: "View order",
    stop: "Stop updates",
    viewProduct: "View product",
    viewQuote: "View quote",
    openOrder: "Open order",
    openDashboard: "Open dashboard",
  },
  replies: {
    updates_stopped:
      "You will no longer get GanitPlay order updates on WhatsApp. You can turn them on again in your profile on our website.",
    confirmation_closed:
      "This order is no longer waiting for your confirmation, so nothing was changed. “View order” in our message above shows where it stands.",
  },
};
