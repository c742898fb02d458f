-- CreateTable
CREATE TABLE "outbox_cursors" (
    "subscriber" TEXT NOT NULL,
    "lastContiguousId" BIGINT NOT NULL,

    CONSTRAINT "outbox_cursors_pkey" PRIMARY KEY ("subscriber")
);
