-- Catalogue search (#18), written by hand: Prisma's schema language has no tsvector column,
-- expression index or trigger, and the model diff (npm run db:migration) compares models only, so
-- none of this is in prisma/models. lib/catalog/text-search.ts is the code that reads it.
-- Both extensions ship with PostgreSQL's contrib (and inside the embedded-postgres package).
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
CREATE EXTENSION IF NOT EXISTS "fuzzystrmatch";

-- The searchable text of a product, weighted: name A, category B, features C, description D.
-- Each part is indexed twice: with the `simple` configuration (every word as typed, lowercased:
-- product names, transliterations such as "tambola" or "ganit", no stop words dropped) and with
-- `english` (stems, so "puzzles" meets "puzzle" and "fractions" meets "fraction").
CREATE FUNCTION "product_search_document"("name" TEXT, "category" TEXT, "features" TEXT[], "description" TEXT)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN setweight(to_tsvector('simple'::regconfig, "name") || to_tsvector('english'::regconfig, "name"), 'A')
    || setweight(to_tsvector('simple'::regconfig, "category") || to_tsvector('english'::regconfig, "category"), 'B')
    || setweight(to_tsvector('simple'::regconfig, array_to_string("features", ' '))
        || to_tsvector('english'::regconfig, array_to_string("features", ' ')), 'C')
    || setweight(to_tsvector('simple'::regconfig, "description") || to_tsvector('english'::regconfig, "description"), 'D');

ALTER TABLE "products" ADD COLUMN "searchDocument" tsvector
    GENERATED ALWAYS AS ("product_search_document"("name", "category", "features", "description")) STORED;

CREATE INDEX "products_searchDocument_idx" ON "products" USING GIN ("searchDocument");

-- "Did you mean": the product names closest to a query that found nothing.
CREATE INDEX "products_name_trgm_idx" ON "products" USING GIN ("name" gin_trgm_ops);

-- Every word the catalogue has used (as typed, letters only, three or more), so a misspelt word of
-- a query can be corrected to the closest real one. Words are only added: one that no product uses
-- any more is skipped by the correction, which checks the products themselves.
CREATE TABLE "search_words" (
    "word" TEXT NOT NULL,

    CONSTRAINT "search_words_pkey" PRIMARY KEY ("word")
);

CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING GIN ("word" gin_trgm_ops);

-- The body's semicolons are written \073 because Prisma's pg adapter, which applies migrations
-- here, splits a script at every semicolon, even one inside a function body (executeScript).
CREATE FUNCTION "remember_search_words"() RETURNS trigger LANGUAGE plpgsql
AS E'BEGIN INSERT INTO "search_words" ("word") SELECT DISTINCT "lexeme" FROM unnest(to_tsvector(''simple''::regconfig, concat_ws('' '', NEW."name", NEW."category", array_to_string(NEW."features", '' ''), NEW."description"))) WHERE "lexeme" ~ ''^[[:alpha:]]{3,}$'' ON CONFLICT DO NOTHING\073 RETURN NULL\073 END';

CREATE TRIGGER "products_search_words"
    AFTER INSERT OR UPDATE OF "name", "category", "features", "description" ON "products"
    FOR EACH ROW
    EXECUTE FUNCTION "remember_search_words"();

INSERT INTO "search_words" ("word")
SELECT DISTINCT "lexeme" FROM "products",
    unnest(to_tsvector('simple'::regconfig, concat_ws(' ', "name", "category", array_to_string("features", ' '), "description")))
WHERE "lexeme" ~ '^[[:alpha:]]{3,}$'
ON CONFLICT DO NOTHING;
