/**
 * The API user's login (note §3): an HS256 JWT valid for 10 days, carrying no expiry field in the
 * answer. Every other call needs it as a bearer token; logout revokes it. The 400 and 401 bodies
 * are [unconf] and follow Laravel's `{message, status_code}`.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { istDateTime } from "./dates";
import { ApiError, type ApiReply } from "./http";
import type { SimulatorConfig } from "./options";
import { validate } from "./validation";

const ISSUER = "https://apiv2.shiprocket.in/v1/external/auth/login";
const USER_ID = 501;
const COMPANY_ID = 7001;

const loginSchema = z.object({ email: z.string().min(1), password: z.string().min(1) });

const unauthenticated = (message: "Unauthenticated." | "Token has expired") => new ApiError(401, message);

export function createAuth(config: SimulatorConfig) {
  const secret = randomBytes(32);
  const createdAt = istDateTime(config.now());
  /** Every token's id, and whether logout revoked it or a test expired it. */
  const tokens = new Map<string, "valid" | "revoked" | "expired">();
  let logins = 0;

  async function login(body: unknown): Promise<ApiReply> {
    const { email, password } = validate(loginSchema, body);
    if (email.trim().toLowerCase() !== config.email.toLowerCase() || password !== config.password) {
      throw new ApiError(400, "Invalid email and password combination");
    }
    logins++;
    const jti = randomUUID();
    const issuedAt = Math.floor(config.now().getTime() / 1000);
    const token = await new SignJWT({ jti })
      .setProtectedHeader({ typ: "JWT", alg: "HS256" })
      .setSubject(String(USER_ID))
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setNotBefore(issuedAt)
      .setExpirationTime(issuedAt + Math.floor(config.tokenLifetimeMs / 1000))
      .sign(secret);
    tokens.set(jti, "valid");
    const user = { id: USER_ID, first_name: "API", last_name: "User", email: config.email, company_id: COMPANY_ID };
    return { status: 200, body: { ...user, created_at: createdAt, token } };
  }

  /** The token's id from `Authorization: Bearer …`, or a 401. */
  async function authenticate(header: string | undefined): Promise<string> {
    const token = /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1];
    if (!token) throw unauthenticated("Unauthenticated.");
    let jti: unknown;
    try {
      ({
        payload: { jti },
      } = await jwtVerify(token, secret, { issuer: ISSUER, currentDate: config.now() }));
    } catch (failure) {
      throw unauthenticated(failure instanceof errors.JWTExpired ? "Token has expired" : "Unauthenticated.");
    }
    const status = typeof jti === "string" ? tokens.get(jti) : undefined;
    if (status === "expired") throw unauthenticated("Token has expired");
    if (status !== "valid") throw unauthenticated("Unauthenticated.");
    return jti as string;
  }

  return {
    login,
    authenticate,
    logout: (jti: string): ApiReply => {
      tokens.set(jti, "revoked");
      return { status: 200, body: { message: "Successfully logged out" } };
    },
    /** Every token issued so far answers 401 "Token has expired"; later logins work. */
    expireAll: () => {
      for (const [jti, status] of tokens) if (status === "valid") tokens.set(jti, "expired");
    },
    logins: () => logins,
  };
}

export type Auth = ReturnType<typeof createAuth>;
