/**
 * Meta writes the text of AUTHENTICATION templates itself, per language: the store only chooses
 * the security sentence and the expiry minutes. English is documented; the Hindi wording is not
 * confirmed (note A3), so every text here can be replaced through the `authPresets` option.
 */
export interface AuthPreset {
  /** The body, with {{1}} for the code. */
  body: string;
  /** Appended to the body when the template asks for `add_security_recommendation`. */
  securityRecommendation: string;
  /** The footer, with {minutes} for `code_expiration_minutes`. */
  expiryFooter: string;
  /** The copy-code button's label. */
  copyCodeButton: string;
}

export type AuthPresets = Record<string, AuthPreset>;

export const DEFAULT_AUTH_PRESETS: AuthPresets = {
  en: {
    body: "{{1}} is your verification code.",
    securityRecommendation: "For your security, do not share this code.",
    expiryFooter: "This code expires in {minutes} minutes.",
    copyCodeButton: "Copy code",
  },
  hi: {
    body: "{{1}} आपका सत्यापन कोड है।",
    securityRecommendation: "अपनी सुरक्षा के लिए, यह कोड किसी के साथ साझा न करें।",
    expiryFooter: "यह कोड {minutes} मिनट में समाप्त हो जाएगा।",
    copyCodeButton: "कोड कॉपी करें",
  },
};

/** The preset for a language code, falling back from a locale (`en_US`) to its language (`en`). */
export const presetFor = (presets: AuthPresets, language: string): AuthPreset | undefined =>
  presets[language] ?? presets[language.split("_")[0] ?? ""];
