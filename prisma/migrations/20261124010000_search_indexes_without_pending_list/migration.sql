-- Search speed (#18, docs/PERFORMANCE.md "Search"): the catalogue's GIN indexes without a pending
-- list. With `fastupdate` on, new entries wait in an unsorted list that every search reads in full
-- until a vacuum merges it (after a bulk import, thousands of entries). Products change rarely, so
-- each write updating the index at once costs less than every search paying for the list.
ALTER INDEX "products_searchDocument_idx" SET (fastupdate = off);
ALTER INDEX "products_name_trgm_idx" SET (fastupdate = off);
ALTER INDEX "search_words_word_trgm_idx" SET (fastupdate = off);

-- Entries already waiting are merged now: switching `fastupdate` off does not move them.
SELECT gin_clean_pending_list('"products_searchDocument_idx"'::regclass);
SELECT gin_clean_pending_list('"products_name_trgm_idx"'::regclass);
SELECT gin_clean_pending_list('"search_words_word_trgm_idx"'::regclass);
