/** Hindi titles of the home-page banners (./sliders.ts), keyed by slider id. */
export const sliderTitlesHindi: Record<string, string> = {
  "slider-diwali-gifts": "इस दिवाली तोहफ़े में दीजिए गणित की ख़ुशी",
  "slider-trigonometry-tactile": "छूकर समझिए त्रिकोणमिति",
  "slider-new-arrivals": "नए स्कूल सत्र के लिए नए खेल और किट",
};
