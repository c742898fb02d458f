import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { z } from "zod";
import { BlogCard } from "@/components/blog/blog-card";
import { cachedBlogTags, cachedSearchPosts } from "@/lib/cache/page-reads";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Blog: learning maths by playing",
  description: "Ideas for parents and teachers on teaching maths through games, hands-on kits and play.",
  alternates: { canonical: "/blog" },
};

const querySchema = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  tag: z.string().trim().max(60).catch("").default(""),
});

export default async function BlogPage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  await connection();
  const raw = await searchParams;
  const { q, tag } = querySchema.parse({ q: [raw.q].flat()[0], tag: [raw.tag].flat()[0] });
  const [posts, tags] = await Promise.all([cachedSearchPosts({ q, tag }), cachedBlogTags()]);
  const tagHref = (value: string) => {
    const params = new URLSearchParams({ ...(q ? { q } : {}), ...(value ? { tag: value } : {}) });
    return params.size ? `/blog?${params}` : "/blog";
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">Blog</h1>
      <p className="mt-2 max-w-2xl text-slate-700">Ideas for teaching and learning maths through play.</p>
      <form action="/blog" method="get" role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="blog-search" className="sr-only">
          Search the blog
        </label>
        <input
          id="blog-search"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Search by title, topic or author"
          className="flex-1 rounded-md border border-slate-300 px-4 py-2"
        />
        {tag && <input type="hidden" name="tag" value={tag} />}
        <Button type="submit">Search</Button>
      </form>
      <nav aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
        {["", ...tags].map((value) => (
          <Link
            key={value || "all"}
            href={tagHref(value)}
            aria-current={value === tag ? "true" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${value === tag ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-700"}`}
          >
            {value || "All"}
          </Link>
        ))}
      </nav>
      {posts.length === 0 ? (
        <p className="mt-10 text-slate-700">No posts match your search.</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug} className="flex">
              <BlogCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
