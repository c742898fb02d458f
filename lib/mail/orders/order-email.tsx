/**
 * An order e-mail: the message's words, then the order as the customer bought it — items,
 * quantities and prices, shipping, COD fee and total in ₹, the delivery address — and a link to
 * the order's page. The same component for every order message; only the words and extras differ.
 * Written in `locale` (messages/<locale>/email.ts); amounts in ₹ as everywhere.
 */
import { Button, Column, Link, Row, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { Locale } from "../../i18n/locales";
import { formatRupees, type Paise } from "../../money";
import { amountDue, type Order } from "../../orders/order";
import { EmailLayout, colors } from "../layout";
import { emailTexts } from "../texts";

export interface OrderEmailProps {
  locale: Locale;
  headline: string;
  intro: string;
  displayId: string;
  order: Order;
  /** The order's page, and what the button says. */
  link: { url: string; label: string };
  /** A second page, linked below (the store's copy of a return request: the order's). */
  also?: { url: string; label: string };
  /** The GST tax invoice's number and where to download it, in the confirmation e-mails. */
  invoice?: { number: string; url: string };
  /** Refund messages: how much is coming back. */
  refundAmount?: Paise;
  /** Returns: the operator's note to the customer. */
  note?: string;
  /** Shipped: what the admin entered, when they did. */
  courier?: string | null;
  trackingNumber?: string | null;
  /** The activity sheets of the order's toys (#37), to print: each one's title and address. */
  sheets?: { title: string; url: string }[];
  /** The delivery checkout promised: its last day, written in the e-mail's language, and its days ("3-4"). */
  estimatedDelivery?: { by: string; range: string };
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

/** The markup the texts may carry around a value. */
const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;

export function OrderEmail({
  locale,
  headline,
  intro,
  displayId,
  order,
  link,
  also,
  refundAmount,
  note,
  courier,
  trackingNumber,
  invoice,
  estimatedDelivery,
  sheets = [],
}: OrderEmailProps) {
  const t = emailTexts(locale);
  const codFee = order.delivery.shippingCost.details.codFee;
  const { address } = order;
  return (
    <EmailLayout
      locale={locale}
      texts={t}
      preview={t("order.preview", { headline, id: displayId })}
      headline={headline}
    >
      <Text>{t.rich("order.intro", { id: displayId, intro, strong })}</Text>
      {estimatedDelivery && <Text>{t.rich("order.estimatedDelivery", { ...estimatedDelivery, strong })}</Text>}
      {refundAmount !== undefined && (
        <Text>{t.rich("order.refundAmount", { amount: formatRupees(refundAmount), strong })}</Text>
      )}
      {note && <Text>{t.rich("order.note", { note, strong })}</Text>}
      {(courier || trackingNumber) && (
        <Text>
          {courier && (
            <>
              {t.rich("order.courier", { courier, strong })}
              <br />
            </>
          )}
          {trackingNumber && t.rich("order.trackingNumber", { trackingNumber, strong })}
        </Text>
      )}
      <Section style={{ borderTop: `1px solid ${colors.brandLight}`, marginTop: "8px" }}>
        {order.items.map((item, index) => (
          <Row key={index}>
            <Column>
              <Text style={cell}>
                {t("order.item", { name: item.name, quantity: item.quantity, unitPrice: formatRupees(item.unitPrice) })}
              </Text>
            </Column>
            <Column>
              <Text style={right}>{formatRupees(item.unitPrice * item.quantity)}</Text>
            </Column>
          </Row>
        ))}
        <AmountRow label={t("order.subtotal")} amount={order.subtotal} />
        {order.discount > 0 && <AmountRow label={t("order.discount")} amount={-order.discount} />}
        <AmountRow label={t("order.shipping")} amount={order.shipping - codFee} />
        {codFee > 0 && <AmountRow label={t("order.codFee")} amount={codFee} />}
        <AmountRow label={t("order.total")} amount={order.amount} strong />
        {order.paidByCredit > 0 && (
          <>
            <AmountRow label={t("order.paidByCredit")} amount={-order.paidByCredit} />
            <AmountRow label={t("order.due")} amount={amountDue(order)} strong />
          </>
        )}
      </Section>
      <Text style={{ color: colors.muted, marginBottom: 0 }}>{t("order.deliveringTo")}</Text>
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
      <Text style={{ color: colors.muted, fontSize: "13px" }}>{t("order.orOpen", { url: link.url })}</Text>
      {also && (
        <Text>
          <Link href={also.url}>{also.label}</Link>
        </Text>
      )}
      {invoice && (
        <Text>
          {t("order.invoice", { number: invoice.number })}
          <Link href={invoice.url}>{invoice.url}</Link>
        </Text>
      )}
      {sheets.length > 0 && (
        <Section>
          <Text style={{ marginBottom: "4px" }}>{t("order.activitySheets")}</Text>
          {sheets.map((sheet) => (
            <Text key={sheet.url} style={{ margin: "2px 0" }}>
              <Link href={sheet.url}>{sheet.title}</Link>
            </Text>
          ))}
        </Section>
      )}
    </EmailLayout>
  );
}
