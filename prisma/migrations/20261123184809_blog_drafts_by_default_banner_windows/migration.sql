-- A new post is a draft until an operator publishes it (#16 item 10). Only the default
-- changes: existing posts keep their status, so the seeded posts stay published.
ALTER TABLE "blog_posts" ALTER COLUMN "published" SET DEFAULT false;

-- A banner's optional display window (null on either side: open).
ALTER TABLE "sliders" ADD COLUMN     "endsAt" TIMESTAMP(3),
ADD COLUMN     "startsAt" TIMESTAMP(3);
