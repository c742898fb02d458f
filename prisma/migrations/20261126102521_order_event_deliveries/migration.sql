-- CreateTable
CREATE TABLE "outbox_deliveries" (
    "eventId" BIGINT NOT NULL,
    "subscriber" TEXT NOT NULL,
    "processedAt" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "retryAt" TIMESTAMP(3),
    "lastError" TEXT,

    CONSTRAINT "outbox_deliveries_pkey" PRIMARY KEY ("eventId","subscriber")
);

-- CreateIndex
CREATE INDEX "outbox_events_createdAt_idx" ON "outbox_events"("createdAt");

-- AddForeignKey
ALTER TABLE "outbox_deliveries" ADD CONSTRAINT "outbox_deliveries_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "outbox_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Events written before the stream had subscribers queued their e-mails in their own transaction.
INSERT INTO "outbox_deliveries" ("eventId", "subscriber", "processedAt", "attempts")
SELECT "id", 'mail', "createdAt", 1 FROM "outbox_events";
