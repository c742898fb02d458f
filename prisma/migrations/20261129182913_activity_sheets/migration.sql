-- CreateTable
CREATE TABLE "activity_sheets" (
    "productId" TEXT NOT NULL,
    "topicId" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleHi" TEXT NOT NULL,
    "goalEn" TEXT NOT NULL,
    "goalHi" TEXT NOT NULL,
    "stepsEn" TEXT[],
    "stepsHi" TEXT[],
    "questionsEn" TEXT[],
    "questionsHi" TEXT[],
    "answersEn" TEXT[],
    "answersHi" TEXT[],
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "activity_sheets_pkey" PRIMARY KEY ("productId","topicId")
);

-- AddForeignKey
ALTER TABLE "activity_sheets" ADD CONSTRAINT "activity_sheets_productId_topicId_fkey" FOREIGN KEY ("productId", "topicId") REFERENCES "product_learning_links"("productId", "topicId") ON DELETE CASCADE ON UPDATE CASCADE;

-- A sheet says the same in both languages: as many steps, questions and answers in each, every
-- question with its answer, at least one step and one question, and no blank title or goal.
ALTER TABLE "activity_sheets" ADD CONSTRAINT "activity_sheets_texts_check" CHECK (
    btrim("titleEn") <> '' AND btrim("titleHi") <> '' AND btrim("goalEn") <> '' AND btrim("goalHi") <> ''
    AND cardinality("stepsEn") >= 1 AND cardinality("stepsEn") = cardinality("stepsHi")
    AND cardinality("questionsEn") >= 1 AND cardinality("questionsEn") = cardinality("questionsHi")
    AND cardinality("answersEn") = cardinality("questionsEn") AND cardinality("answersHi") = cardinality("questionsEn")
);
