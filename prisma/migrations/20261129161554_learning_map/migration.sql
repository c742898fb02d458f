-- CreateEnum
CREATE TYPE "LearningTopicKind" AS ENUM ('CHAPTER', 'SKILL');

-- CreateTable
CREATE TABLE "textbooks" (
    "code" TEXT NOT NULL,
    "classLevel" INTEGER NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleHi" TEXT NOT NULL,
    "edition" TEXT NOT NULL,

    CONSTRAINT "textbooks_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "learning_topics" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "kind" "LearningTopicKind" NOT NULL,
    "textbookCode" TEXT,
    "number" INTEGER,
    "classFrom" INTEGER NOT NULL,
    "classTo" INTEGER NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleHi" TEXT NOT NULL,
    "framework" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "learning_topics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_learning_links" (
    "productId" TEXT NOT NULL,
    "topicId" TEXT NOT NULL,
    "howEn" TEXT NOT NULL,
    "howHi" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "product_learning_links_pkey" PRIMARY KEY ("productId","topicId")
);

-- CreateIndex
CREATE UNIQUE INDEX "learning_topics_slug_key" ON "learning_topics"("slug");

-- CreateIndex
CREATE INDEX "learning_topics_classFrom_classTo_idx" ON "learning_topics"("classFrom", "classTo");

-- CreateIndex
CREATE UNIQUE INDEX "learning_topics_textbookCode_number_key" ON "learning_topics"("textbookCode", "number");

-- CreateIndex
CREATE INDEX "product_learning_links_topicId_idx" ON "product_learning_links"("topicId");

-- AddForeignKey
ALTER TABLE "learning_topics" ADD CONSTRAINT "learning_topics_textbookCode_fkey" FOREIGN KEY ("textbookCode") REFERENCES "textbooks"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_learning_links" ADD CONSTRAINT "product_learning_links_productId_fkey" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_learning_links" ADD CONSTRAINT "product_learning_links_topicId_fkey" FOREIGN KEY ("topicId") REFERENCES "learning_topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The map's invariants (lib/learning/learning-map.ts): classes from pre-school (0) to 12, a span
-- read from its first class to its last, a chapter with its book and number and a skill with
-- neither, every title and every sentence on how a toy helps written out in both languages.
-- (No semicolon in a comment: the migration is split into statements at each one.)
ALTER TABLE "textbooks" ADD CONSTRAINT "textbooks_class_check" CHECK ("classLevel" BETWEEN 0 AND 12),
  ADD CONSTRAINT "textbooks_titles_check" CHECK (btrim("titleEn") <> '' AND btrim("titleHi") <> '');
ALTER TABLE "learning_topics" ADD CONSTRAINT "learning_topics_classes_check"
    CHECK ("classFrom" BETWEEN 0 AND 12 AND "classTo" BETWEEN "classFrom" AND 12),
  ADD CONSTRAINT "learning_topics_kind_check" CHECK (
    ("kind" = 'CHAPTER' AND "textbookCode" IS NOT NULL AND "number" > 0)
    OR ("kind" = 'SKILL' AND "textbookCode" IS NULL AND "number" IS NULL)),
  ADD CONSTRAINT "learning_topics_titles_check" CHECK (btrim("titleEn") <> '' AND btrim("titleHi") <> '');
ALTER TABLE "product_learning_links" ADD CONSTRAINT "product_learning_links_how_check"
  CHECK (btrim("howEn") <> '' AND btrim("howHi") <> '');
