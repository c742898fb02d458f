-- CreateEnum
CREATE TYPE "SessionKind" AS ENUM ('TOKEN', 'ADMIN');

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "SessionKind" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sessions_userId_idx" ON "sessions"("userId");

-- CreateIndex
CREATE INDEX "sessions_expiresAt_idx" ON "sessions"("expiresAt");

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A new password or role ends every session of the account, whichever code or operator's SQL
-- changes it: the tokens and admin cookies signed in with the old ones stop working at once.
-- The body's semicolons are written \073 because Prisma's pg adapter, which applies migrations
-- here, splits a script at every semicolon, even one inside a function body (executeScript).
CREATE FUNCTION "end_sessions_of_user"() RETURNS trigger LANGUAGE plpgsql
AS E'BEGIN DELETE FROM "sessions" WHERE "userId" = NEW."id"\073 RETURN NULL\073 END';

CREATE TRIGGER "users_credentials_changed"
    AFTER UPDATE OF "passwordHash", "role" ON "users"
    FOR EACH ROW
    WHEN (OLD."passwordHash" IS DISTINCT FROM NEW."passwordHash" OR OLD."role" IS DISTINCT FROM NEW."role")
    EXECUTE FUNCTION "end_sessions_of_user"();
