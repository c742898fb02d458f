import type { Messages } from "../en";

export const blogClient: Messages["blogClient"] = {
  like: "“{title}” को पसंद करें ({count, plural, other {# पसंद}})",
  unlike: "“{title}” से अपनी पसंद हटाएँ ({count, plural, other {# पसंद}})",
  likeFailed: "आपकी पसंद अभी दर्ज नहीं हो सकी",
  listFailed: "ब्लॉग के लेख अभी दिखाए नहीं जा सके",
  postFailed: "यह लेख अभी नहीं खुल सका",
};
