import { requireUser } from "@/lib/auth/session";
import { accountCredit } from "@/lib/credit/account-credit";
import { apiRoute, ok } from "@/lib/http/responses";
import { toAccountCreditJson } from "@/lib/wire/credit";

// GET /api/user/credit – the signed-in customer's store credit, its movements, and the gift cards they bought
export const GET = apiRoute(async (request) => {
  const caller = await requireUser(request);
  return ok(toAccountCreditJson(await accountCredit(caller.id)));
});
