/** Shared controls and notices (client components): error pages, retry, search, back to top. */
export const ui = {
  somethingWrong: "Something went wrong",
  pageFailed: "This page could not be shown just now. Please try again in a moment.",
  tryAgain: "Try again",
  goHome: "Go to Home",
  checkConnection: "Please check your connection and try again.",
  retrying: "Retrying...",
  search: "Search",
  table: "Table",
  backToTop: "Back to top",
};
