-- DropIndex
DROP INDEX "blog_posts_date_idx";

-- AlterTable
ALTER TABLE "blog_posts" ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true;

-- CreateIndex
CREATE INDEX "blog_posts_published_date_idx" ON "blog_posts"("published", "date" DESC);
