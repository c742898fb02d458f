/**
 * The sales report's measures as tables (issue #36): the page shows each as a chart and a table,
 * and GET /api/admin/reports/sales gives the same table as CSV, so the two never disagree. A cell
 * knows its kind: the page writes rupees as ₹1,499.00 and counts as 1,499; the CSV writes 1499.00.
 */
import "server-only";
import { csvCell, csvDocument } from "../csv";
import { formatRupees, toRupeeString, type Paise } from "../money";
import { PAYMENT_METHOD_LABELS } from "../orders/payment-method";
import type { SalesMeasure } from "../validation/reports";
import { customerGroups, topCategories, topProducts, type SellerRow } from "./customer-product-report";
import { lostOrders, returnReasons } from "./loss-report";
import type { Grain, IndianPeriod } from "./period";
import { percentText } from "./percent";
import { paymentAttempts, salesByMethod, salesByPlace, type PlaceRow } from "./place-payment-report";
import { salesSeries } from "./sales-report";

export type Cell =
  | { kind: "text"; text: string }
  | { kind: "count"; count: number }
  | { kind: "money"; paise: Paise }
  | { kind: "share"; part: number; whole: number };

export interface ReportTable {
  columns: string[];
  rows: Cell[][];
  /** The column the chart draws, by its index. */
  charted: number;
}

const text = (value: string): Cell => ({ kind: "text", text: value });
const count = (value: number): Cell => ({ kind: "count", count: value });
const money = (paise: Paise): Cell => ({ kind: "money", paise });
const share = (part: number, whole: number): Cell => ({ kind: "share", part, whole });

const LOSS_LABELS = {
  customer: "Cancelled by the customer",
  store: "Cancelled by the store",
  rules: "Not confirmed in time (cash on delivery)",
  undelivered: "Returned undelivered",
} as const;

const REASON_LABELS = {
  DAMAGED: "Damaged",
  WRONG_ITEM: "Wrong item",
  NOT_AS_DESCRIBED: "Not as described",
  OTHER: "Other",
} as const;

const sellerTable = (label: string, rows: SellerRow[]): ReportTable => ({
  columns: [label, "Units", "Sales after discounts", "Units refunded on return"],
  rows: rows.map((row) => [text(row.label), count(row.units), money(row.sales), count(row.returned)]),
  charted: 2,
});

const placeTable = (label: string, rows: PlaceRow[]): ReportTable => ({
  columns: [label, "Orders", "Net sales"],
  rows: rows.map((row) => [text(row.key), count(row.orders), money(row.net)]),
  charted: 2,
});

/** One measure of the report for the period, as a table. */
export async function salesTable(measure: SalesMeasure, period: IndianPeriod, grain: Grain): Promise<ReportTable> {
  switch (measure) {
    case "series": {
      const buckets = await salesSeries(period, grain);
      return {
        columns: [
          `${grain[0]!.toUpperCase()}${grain.slice(1)} from`,
          "Orders",
          "Gross",
          "Discounts",
          "Shipping",
        ].concat(["Sales", "Refunds", "Net sales"]),
        rows: buckets.map(({ start, figures: f }) =>
          [text(start), count(f.orders)].concat(
            [f.gross, f.discounts, f.shipping, f.sales, f.refunds, f.net].map(money),
          ),
        ),
        charted: 7,
      };
    }
    case "customers": {
      const groups = await customerGroups(period);
      return {
        columns: ["Who", "Customers", "Orders", "Net sales"],
        rows: groups.map((group) => [
          text(group.kind === "new" ? "New" : "Returning"),
          count(group.customers),
          count(group.orders),
          money(group.net),
        ]),
        charted: 3,
      };
    }
    case "products":
      return sellerTable("Product", await topProducts(period));
    case "categories":
      return sellerTable("Category", await topCategories(period));
    case "states":
      return placeTable("State", await salesByPlace("state", period));
    case "pincodes":
      return placeTable("Pincode", await salesByPlace("pincode", period));
    case "methods": {
      const rows = await salesByMethod(period);
      const total = rows.reduce((sum, row) => sum + row.orders, 0);
      return {
        columns: ["Payment method", "Orders", "Share of orders", "Net sales"],
        rows: rows.map((row) => [
          text(PAYMENT_METHOD_LABELS[row.method]),
          count(row.orders),
          share(row.orders, total),
          money(row.net),
        ]),
        charted: 3,
      };
    }
    case "attempts": {
      const rows = await paymentAttempts(period);
      return {
        columns: ["PhonePe instrument", "Paid", "Failed or expired", "Success rate"],
        rows: rows.map((row) => [
          text(row.instrument),
          count(row.succeeded),
          count(row.failed),
          share(row.succeeded, row.succeeded + row.failed),
        ]),
        charted: 3,
      };
    }
    case "losses": {
      const rows = await lostOrders(period);
      return {
        columns: ["What happened", "Orders", "What they came to"],
        rows: rows.map((row) => [text(LOSS_LABELS[row.kind]), count(row.orders), money(row.value)]),
        charted: 1,
      };
    }
    case "returns": {
      const rows = await returnReasons(period);
      return {
        columns: ["Reason", "Return requests", "Refunded", "Refunded value"],
        rows: rows.map((row) => [
          text(REASON_LABELS[row.reason]),
          count(row.requests),
          count(row.refunded),
          money(row.refundedValue),
        ]),
        charted: 1,
      };
    }
  }
}

/** A cell as the page shows it. */
export function cellText(cell: Cell): string {
  switch (cell.kind) {
    case "text":
      return cell.text;
    case "count":
      return cell.count.toLocaleString("en-IN");
    case "money":
      return formatRupees(cell.paise);
    case "share":
      return percentText(cell.part, cell.whole);
  }
}

/** A cell's number for the chart: paise, a count, or a share in tenths of a per cent. */
export function cellValue(cell: Cell): number {
  if (cell.kind === "money") return cell.paise;
  if (cell.kind === "count") return cell.count;
  if (cell.kind === "share") return cell.whole === 0 ? 0 : Math.round((cell.part * 1000) / cell.whole);
  return 0;
}

const csvValue = (cell: Cell): string => {
  if (cell.kind === "text") return csvCell(cell.text);
  if (cell.kind === "money") return toRupeeString(cell.paise);
  if (cell.kind === "count") return String(cell.count);
  return percentText(cell.part, cell.whole).replace("%", "");
};

export const salesTableCsv = (table: ReportTable) =>
  csvDocument(
    table.columns.map((column, index) => csvCell(table.rows[0]?.[index]?.kind === "share" ? `${column} (%)` : column)),
    table.rows.map((row) => row.map(csvValue)),
  );
