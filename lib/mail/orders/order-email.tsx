/**
 * An order e-mail: the message's words, then the order as the customer bought it — items,
 * quantities and prices, shipping, COD fee and total in ₹, the delivery address — and a link to
 * the order's page. The same component for every order message; only the words and extras differ.
 */
import { Button, Column, Link, Row, Section, Text } from "@react-email/components";
import { formatRupees, type Paise } from "../../money";
import type { Order } from "../../orders/order";
import { EmailLayout, colors } from "../layout";

export interface OrderEmailProps {
  headline: string;
  intro: string;
  displayId: string;
  order: Order;
  /** The order's page, and what the button says. */
  link: { url: string; label: string };
  /** The GST tax invoice's number and where to download it, in the confirmation e-mails. */
  invoice?: { number: string; url: string };
  /** Refund messages: how much is coming back. */
  refundAmount?: Paise;
  /** Returns: the operator's note to the customer. */
  note?: string;
  /** Shipped: what the admin entered, when they did. */
  courier?: string | null;
  trackingNumber?: string | null;
  /** The delivery checkout promised ("by … (3-4 days)"), while the order is still to arrive. */
  estimatedDelivery?: string;
}

const cell = { padding: "6px 0", margin: 0 };
const right = { ...cell, textAlign: "right" as const };

function AmountRow({ label, amount, strong = false }: { label: string; amount: Paise; strong?: boolean }) {
  const weight = strong ? 700 : 400;
  return (
    <Row>
      <Column>
        <Text style={{ ...cell, fontWeight: weight }}>{label}</Text>
      </Column>
      <Column>
        <Text style={{ ...right, fontWeight: weight }}>{formatRupees(amount)}</Text>
      </Column>
    </Row>
  );
}

export function OrderEmail({
  headline,
  intro,
  displayId,
  order,
  link,
  refundAmount,
  note,
  courier,
  trackingNumber,
  invoice,
  estimatedDelivery,
}: OrderEmailProps) {
  const codFee = order.delivery.shippingCost.details.codFee;
  const { address } = order;
  return (
    <EmailLayout preview={`${headline} — order ${displayId}`} headline={headline}>
      <Text>
        Order <strong>{displayId}</strong>. {intro}
      </Text>
      {estimatedDelivery && (
        <Text>
          Estimated delivery: <strong>{estimatedDelivery}</strong>
        </Text>
      )}
      {refundAmount !== undefined && (
        <Text>
          Refund amount: <strong>{formatRupees(refundAmount)}</strong>
        </Text>
      )}
      {note && (
        <Text>
          Note from the store: <strong>{note}</strong>
        </Text>
      )}
      {(courier || trackingNumber) && (
        <Text>
          {courier && (
            <>
              Courier: <strong>{courier}</strong>
              <br />
            </>
          )}
          {trackingNumber && (
            <>
              Tracking number: <strong>{trackingNumber}</strong>
            </>
          )}
        </Text>
      )}
      <Section style={{ borderTop: `1px solid ${colors.brandLight}`, marginTop: "8px" }}>
        {order.items.map((item, index) => (
          <Row key={index}>
            <Column>
              <Text style={cell}>{`${item.name} × ${item.quantity} at ${formatRupees(item.unitPrice)}`}</Text>
            </Column>
            <Column>
              <Text style={right}>{formatRupees(item.unitPrice * item.quantity)}</Text>
            </Column>
          </Row>
        ))}
        <AmountRow label="Subtotal" amount={order.subtotal} />
        <AmountRow label="Shipping" amount={order.shipping - codFee} />
        {codFee > 0 && <AmountRow label="Cash on delivery fee" amount={codFee} />}
        <AmountRow label="Total" amount={order.amount} strong />
      </Section>
      <Text style={{ color: colors.muted, marginBottom: 0 }}>Delivering to</Text>
      <Text style={{ marginTop: 0 }}>
        {`${address.firstName} ${address.lastName}`}
        <br />
        {address.street}
        <br />
        {`${address.city}, ${address.state} ${address.pincode}`}
        <br />
        {`${address.country} · ${address.phone}`}
      </Text>
      <Button
        href={link.url}
        style={{ backgroundColor: colors.brand, borderRadius: "6px", color: "#ffffff", padding: "10px 18px" }}
      >
        {link.label}
      </Button>
      <Text style={{ color: colors.muted, fontSize: "13px" }}>{`Or open ${link.url}`}</Text>
      {invoice && (
        <Text>
          {`Your GST tax invoice ${invoice.number} (PDF): `}
          <Link href={invoice.url}>{invoice.url}</Link>
        </Text>
      )}
    </EmailLayout>
  );
}
