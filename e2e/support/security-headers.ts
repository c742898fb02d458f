import { securityHeaders } from "../../lib/http/security-headers";

/** The headers every answer of the http:// test store carries, as Playwright names them (lower case). */
export const SECURITY_HEADERS = Object.fromEntries(
  Object.entries(securityHeaders({ https: false })).map(([name, value]) => [name.toLowerCase(), value]),
);
