-- What a toy teaches joins its search document (#37), written by hand like
-- 20261126161650_product_translations: each topic it is linked to, its titles in both languages
-- and its classes by name ("class 10", "कक्षा 10", pre-school as "balvatika", "बालवाटिका"), so that
-- "class 10 trigonometry" and "कक्षा 10 त्रिकोणमिति" find the toys of that chapter. Weighted B, like
-- the category. Kept in "learningDocument" by the triggers below, as a generated column reads only
-- its own row. No semicolon in a comment: the migration is split into statements at each one.
ALTER TABLE "products" ADD COLUMN "learningDocument" tsvector NOT NULL DEFAULT ''::tsvector;

CREATE FUNCTION "learning_topic_search_text"("titleEn" TEXT, "titleHi" TEXT, "classFrom" INTEGER, "classTo" INTEGER)
RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN concat_ws(' ', "titleEn", "titleHi",
    (SELECT string_agg(CASE WHEN "level" = 0 THEN 'balvatika बालवाटिका' ELSE 'class ' || "level" || ' कक्षा ' || "level" END, ' ')
     FROM generate_series("classFrom", "classTo") AS "level"));

CREATE FUNCTION "product_learning_document"(TEXT) RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE
RETURN (SELECT setweight(
        to_tsvector('simple'::regconfig, normalize(COALESCE(string_agg("text", ' '), ''), NFKC))
        || to_tsvector('english'::regconfig, COALESCE(string_agg("text", ' '), '')), 'B')
    FROM (SELECT "learning_topic_search_text"(t."titleEn", t."titleHi", t."classFrom", t."classTo") AS "text"
          FROM "product_learning_links" l JOIN "learning_topics" t ON t."id" = l."topicId"
          WHERE l."productId" = $1) AS "topics");

ALTER TABLE "products" DROP COLUMN "searchDocument";
ALTER TABLE "products" ADD COLUMN "searchDocument" tsvector
    GENERATED ALWAYS AS ("product_search_document"("name", "category", "features", "description")
        || "translationDocument" || "learningDocument") STORED;
CREATE INDEX "products_searchDocument_idx" ON "products" USING GIN ("searchDocument") WITH (fastupdate = off);

-- A link made, reworded or removed: its product's document again. The body's semicolons are written \073.
CREATE FUNCTION "refresh_learning_document"() RETURNS trigger LANGUAGE plpgsql
AS E'BEGIN UPDATE "products" SET "learningDocument" = "product_learning_document"("id") WHERE "id" IN (OLD."productId", NEW."productId")\073 RETURN NULL\073 END';

CREATE TRIGGER "product_learning_links_search"
    AFTER INSERT OR UPDATE OR DELETE ON "product_learning_links"
    FOR EACH ROW
    EXECUTE FUNCTION "refresh_learning_document"();

-- A topic's titles or classes changed: the documents of its toys again, and its words join
-- "search_words", so a misspelt chapter name is corrected like a product's words.
CREATE FUNCTION "refresh_topic_documents"() RETURNS trigger LANGUAGE plpgsql
AS E'BEGIN UPDATE "products" SET "learningDocument" = "product_learning_document"("id") WHERE "id" IN (SELECT "productId" FROM "product_learning_links" WHERE "topicId" = NEW."id")\073 INSERT INTO "search_words" ("word") SELECT DISTINCT "lexeme" FROM unnest(to_tsvector(''simple''::regconfig, normalize(concat_ws('' '', NEW."titleEn", NEW."titleHi"), NFKC))) WHERE "lexeme" ~ ''^[[:alpha:]\\u0900-\\u097F]{3,}$'' ON CONFLICT DO NOTHING\073 RETURN NULL\073 END';

CREATE TRIGGER "learning_topics_search"
    AFTER INSERT OR UPDATE OF "titleEn", "titleHi", "classFrom", "classTo" ON "learning_topics"
    FOR EACH ROW
    EXECUTE FUNCTION "refresh_topic_documents"();
