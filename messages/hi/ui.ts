import type { Messages } from "../en";

export const ui: Messages["ui"] = {
  somethingWrong: "कुछ गड़बड़ हो गई",
  pageFailed: "यह पेज अभी नहीं दिखाया जा सका। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  tryAgain: "फिर कोशिश करें",
  goHome: "होम पेज पर जाएँ",
  checkConnection: "कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।",
  retrying: "फिर कोशिश की जा रही है...",
  search: "खोजें",
  table: "तालिका",
  backToTop: "ऊपर जाएँ",
};
