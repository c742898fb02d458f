/**
 * Ids of rows written by SQL rather than by Prisma's model queries, which make `@default(cuid())`
 * ids in the client (PostgreSQL cannot). A random UUID: unguessable like a cuid, and within what
 * the API accepts as a record id (lib/validation/ids.ts).
 */
import "server-only";
import { randomUUID } from "node:crypto";

export const newRowId = (): string => randomUUID();
