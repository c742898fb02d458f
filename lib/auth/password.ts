import "server-only";
import bcrypt from "bcryptjs";

/** bcrypt work factor: about 0.2 s per hash on the store's server class, slow for a guesser. */
const BCRYPT_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  return bcrypt.compare(password, passwordHash);
}
