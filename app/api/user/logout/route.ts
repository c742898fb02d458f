import { adminCookie } from "@/lib/auth/admin-session";
import { apiRoute, ok } from "@/lib/http/responses";

// POST /api/user/logout – ends the admin pages' cookie session (a shopper's token lives in the browser only)
export const POST = apiRoute(() =>
  Promise.resolve(ok({ message: "Logged out" }, { headers: { "Set-Cookie": adminCookie(null) } })),
);
