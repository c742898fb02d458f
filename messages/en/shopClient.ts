/** The shop's texts its client components show (sent to the browser with every page: keep it small). */
export const shopClient = {
  filters: "Filters",
  close: "Close",
  priceUpTo: "Price up to",
  loadFailed: "Failed to fetch products",
};
