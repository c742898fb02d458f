/**
 * The simulator's checkout page: the shopper (or a browser test) picks UPI, card or net banking
 * and succeeds, fails or cancels, or leaves the payment pending (as a bank still processing it
 * does); then the browser goes back to the store, as with PhonePe. A pending payment is finished
 * later by posting this page's form again (browser tests do, from loopback, like every control).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { formatRupees } from "../../lib/money";
import { readBody, sendError } from "./http";
import { CHECKOUT_OUTCOMES, type CheckoutOutcome, type SimulatedOrder, type SimulatorState } from "./state";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function renderCheckoutPage(order: SimulatedOrder): string {
  const rupees = formatRupees(order.amount);
  const id = escapeHtml(order.merchantOrderId);
  // An empty icon: the browser would otherwise ask for /favicon.ico, which needs the API's token (401).
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PhonePe simulator — pay ${rupees}</title>
<link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f1147}
h1{color:#5f259f}fieldset{border:1px solid #ccc;border-radius:.5rem;margin:1rem 0}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;border-radius:.5rem;border:0;cursor:pointer}
.pay{background:#5f259f;color:#fff}.fail{background:#fde2e1}.cancel{background:#eee}</style></head>
<body><h1>PhonePe simulator</h1>
<p>This is a local test stand-in for PhonePe. No money moves.</p>
<p>Order <code>${id}</code> — <strong>${rupees}</strong></p>
<form method="post" action="/checkout">
<input type="hidden" name="merchantOrderId" value="${id}">
<fieldset><legend>Pay with</legend>
<label><input type="radio" name="mode" value="upi" checked> UPI</label><br>
<label><input type="radio" name="mode" value="card"> Card</label><br>
<label><input type="radio" name="mode" value="netbanking"> Net banking</label></fieldset>
<button class="pay" name="outcome" value="success">Pay ${rupees}</button>
<button class="fail" name="outcome" value="insufficient-balance">Fail: insufficient balance</button>
<button class="cancel" name="outcome" value="cancel">Cancel payment</button>
<button class="cancel" name="outcome" value="${LEAVE_PENDING}">Leave pending (bank still processing)</button>
</form></body></html>`;
}

/** The choice that finishes nothing: PhonePe keeps saying PENDING until a later choice. */
const LEAVE_PENDING = "pending";

const isOutcome = (value: string | null): value is CheckoutOutcome =>
  CHECKOUT_OUTCOMES.some((outcome) => outcome === value);

/** GET shows the page for `?merchantOrderId=`; POST is the shopper's choice from it. */
export async function handleCheckout(
  state: SimulatorState,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) {
  if (request.method === "GET") {
    const order = state.orders.get(url.searchParams.get("merchantOrderId") ?? "");
    if (!order) return sendError(response, 404, "NOT_FOUND", "No such checkout");
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    return response.end(renderCheckoutPage(order));
  }
  const form = new URLSearchParams(await readBody(request));
  const order = state.orders.get(form.get("merchantOrderId") ?? "");
  const outcome = form.get("outcome");
  const holding = outcome === LEAVE_PENDING;
  if (!order || !(holding || isOutcome(outcome))) {
    return sendError(response, 400, "BAD_REQUEST", "Unknown checkout or choice");
  }
  if (!holding) await state.complete(order.merchantOrderId, outcome, form.get("mode") ?? "upi");
  // Like PhonePe, the redirect itself carries no status.
  response.writeHead(303, { Location: order.redirectUrl });
  response.end();
}
