import { requireUser } from "@/lib/auth/session";
import {
  cancelStockAlert,
  requestStockAlert,
  stockAlertChannels,
  waitingStockAlerts,
} from "@/lib/catalog/stock-alerts";
import { readJson } from "@/lib/http/body";
import { pageLocaleOf } from "@/lib/http/page-locale";
import { apiRoute, ok } from "@/lib/http/responses";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import {
  stockAlertCancellation,
  stockAlertQuery,
  stockAlertRequest,
  toStockAlertChannelsJson,
  toStockAlertJson,
} from "@/lib/wire/stock-alerts";

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

// GET /api/user/stock-alerts – the signed-in customer's waiting back-in-stock alerts (?productId= for one product) and the channels they can choose
export const GET = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const { productId } = stockAlertQuery.parse(queryOf(request));
  const [alerts, channels] = await Promise.all([
    waitingStockAlerts(caller.id, productId),
    stockAlertChannels(caller.id),
  ]);
  return ok({
    alerts: alerts.map(toStockAlertJson),
    channels: toStockAlertChannelsJson(channels),
  });
});

// POST /api/user/stock-alerts – "Notify me": one message on the chosen channel when an out-of-stock product is back
export const POST = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const { productId, channel } = await readJson(request, stockAlertRequest);
  const alert = await requestStockAlert(caller.id, productId, channel, pageLocaleOf(request) ?? DEFAULT_LOCALE);
  return ok({ alert: toStockAlertJson(alert) }, { status: 201 });
});

// DELETE /api/user/stock-alerts?productId= – withdraws the waiting alert on that product
export const DELETE = apiRoute(async (request) => {
  const caller = await requireUser(request);
  const { productId } = stockAlertCancellation.parse(queryOf(request));
  await cancelStockAlert(caller.id, productId);
  return ok({});
});
