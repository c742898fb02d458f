"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { messageOf } from "@/lib/client/api-errors";
import { likedPostsStore, restoreLikedPosts, toggleLike } from "@/lib/client/blog-likes";
import { notify } from "@/lib/client/notify";
import { useStore } from "@/lib/client/store";

/**
 * A post's like button: the count as the page was rendered, then as the server answers each like
 * or unlike (SPEC §4). Whether this browser liked the post is read after hydration.
 */
export function LikeButton({ postId, title, likes: renderedLikes }: { postId: string; title: string; likes: number }) {
  const t = useTranslations("blogClient");
  const liked = useStore(likedPostsStore).includes(postId);
  const [likes, setLikes] = useState(renderedLikes);
  const [busy, setBusy] = useState(false);
  useEffect(restoreLikedPosts, []);

  async function toggle() {
    setBusy(true);
    try {
      setLikes(await toggleLike(postId));
    } catch (error) {
      notify.error(messageOf(error, t("likeFailed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={liked}
      aria-label={t(liked ? "unlike" : "like", { title, count: likes })}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold ${
        liked ? "border-rose-600 bg-rose-50 text-rose-700" : "border-slate-300 text-slate-700 hover:bg-slate-50"
      }`}
      data-testid="like-button"
    >
      <span aria-hidden="true">{liked ? "♥" : "♡"}</span>
      <span data-testid="like-count">{likes}</span>
    </button>
  );
}
