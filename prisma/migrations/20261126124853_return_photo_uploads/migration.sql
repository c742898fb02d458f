-- CreateTable
CREATE TABLE "return_photo_uploads" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attachedAt" TIMESTAMP(3),

    CONSTRAINT "return_photo_uploads_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "return_photo_uploads_orderId_path_idx" ON "return_photo_uploads"("orderId", "path");

-- CreateIndex
CREATE INDEX "return_photo_uploads_path_idx" ON "return_photo_uploads"("path");

-- CreateIndex
CREATE INDEX "return_photo_uploads_attachedAt_createdAt_idx" ON "return_photo_uploads"("attachedAt", "createdAt");

-- AddForeignKey
ALTER TABLE "return_photo_uploads" ADD CONSTRAINT "return_photo_uploads_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "return_photo_uploads" ADD CONSTRAINT "return_photo_uploads_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
