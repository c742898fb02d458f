/**
 * Blog likes (SPEC §4, §7): the ids this browser liked, kept in localStorage, and the like/unlike
 * call, which answers the post's new count. Nothing of it is rendered on the server: the blog's
 * pages are the same for every visitor. The answer's schema (and zod) loads with the first like.
 */
import { callApi } from "./api";
import { readJson, writeJson } from "./storage";
import { createStore } from "./store";

export const likedPostsStore = createStore<string[]>([]);

let restored = false;

/** Reads the liked ids once per page load. */
export function restoreLikedPosts(): void {
  if (restored) return;
  restored = true;
  const stored = readJson<unknown>("local", "likedPosts");
  likedPostsStore.set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : []);
}

/** Likes the post, or unlikes it when this browser liked it; answers the post's count. Throws on failure. */
export async function toggleLike(postId: string): Promise<number> {
  const liked = likedPostsStore.get().includes(postId);
  const { likesResponse } = await import("../wire/blog");
  const { likes } = await callApi(`/api/blog/like/${encodeURIComponent(postId)}`, likesResponse, {
    body: { action: liked ? "unlike" : "like" },
  });
  const current = likedPostsStore.get().filter((id) => id !== postId);
  const next = liked ? current : [postId, ...current];
  writeJson("local", "likedPosts", next);
  likedPostsStore.set(next);
  return likes;
}
