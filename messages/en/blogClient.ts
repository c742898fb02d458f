/** The blog's texts that client components show: the like button and the error pages. */
export const blogClient = {
  like: "Like “{title}” ({count, plural, one {# like} other {# likes}})",
  unlike: "Unlike “{title}” ({count, plural, one {# like} other {# likes}})",
  likeFailed: "Failed to toggle blog like",
  listFailed: "Failed to fetch blogs",
  postFailed: "Failed to load blog post",
};
