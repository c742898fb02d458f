-- CreateTable
CREATE TABLE "product_translations" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT,
    "description" TEXT,
    "features" TEXT[],
    "contents" TEXT[],
    "materials" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "product_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "category_translations" (
    "category" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "category_translations_pkey" PRIMARY KEY ("category","locale")
);

-- CreateIndex
CREATE UNIQUE INDEX "product_translations_productId_locale_key" ON "product_translations"("productId", "locale");

-- AddForeignKey
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_productId_fkey" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Search in the translations (#30), written by hand like 20261123220000_catalogue_search: a
-- generated column reads only its own row, so each product keeps its translations' search text in
-- "translationDocument" (kept by the trigger below), and "searchDocument" adds it to the English.
-- Weighted like the English: name A, features C, description D. Only the `simple` configuration
-- (PostgreSQL has no Hindi stemmer), on text in NFKC like the query's words (lib/catalog/search-terms.ts),
-- so a nukta letter typed either way matches.
ALTER TABLE "products" ADD COLUMN "translationDocument" tsvector NOT NULL DEFAULT ''::tsvector;

CREATE FUNCTION "product_translation_document"(TEXT) RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE
RETURN (SELECT
        setweight(to_tsvector('simple'::regconfig, normalize(COALESCE(string_agg("name", ' '), ''), NFKC)), 'A')
        || setweight(to_tsvector('simple'::regconfig,
            normalize(COALESCE(string_agg(array_to_string("features", ' '), ' '), ''), NFKC)), 'C')
        || setweight(to_tsvector('simple'::regconfig, normalize(COALESCE(string_agg("description", ' '), ''), NFKC)), 'D')
    FROM "product_translations" WHERE "productId" = $1);

ALTER TABLE "products" DROP COLUMN "searchDocument";
ALTER TABLE "products" ADD COLUMN "searchDocument" tsvector
    GENERATED ALWAYS AS ("product_search_document"("name", "category", "features", "description") || "translationDocument") STORED;
CREATE INDEX "products_searchDocument_idx" ON "products" USING GIN ("searchDocument") WITH (fastupdate = off);

-- The translation's words join "search_words" too, so a misspelt Hindi word is corrected like an
-- English one: letters of any script and their vowel signs (Devanagari's are marks, not letters).
-- The body's semicolons are written \073, as in 20261123220000_catalogue_search.
CREATE FUNCTION "refresh_translation_document"() RETURNS trigger LANGUAGE plpgsql
AS E'BEGIN UPDATE "products" SET "translationDocument" = "product_translation_document"("id") WHERE "id" IN (OLD."productId", NEW."productId")\073 IF NEW."productId" IS NOT NULL THEN INSERT INTO "search_words" ("word") SELECT DISTINCT "lexeme" FROM unnest(to_tsvector(''simple''::regconfig, normalize(concat_ws('' '', NEW."name", array_to_string(NEW."features", '' ''), NEW."description"), NFKC))) WHERE "lexeme" ~ ''^[[:alpha:]\\u0900-\\u097F]{3,}$'' ON CONFLICT DO NOTHING\073 END IF\073 RETURN NULL\073 END';

CREATE TRIGGER "product_translations_search"
    AFTER INSERT OR UPDATE OR DELETE ON "product_translations"
    FOR EACH ROW
    EXECUTE FUNCTION "refresh_translation_document"();
