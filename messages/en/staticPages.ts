/** The contact, feedback and AR/VR pages, and the contact page's offices and links. */
export const staticPages = {
  contact: {
    title: "Contact us",
    description: "Questions about a toy, an order or a return? Write to the GanitPlay team in Jodhpur.",
    intro:
      "Questions about a toy, an order or a return? Write to us and our team in Jodhpur will reply within one working day.",
    grievance: "A complaint we have not resolved? Write to our <link>Grievance Officer</link>.",
    reachUs: "Reach us",
    callUs: "Call us",
    writeToUs: "Write to us",
    followUs: "Follow us",
    socialMedia: "Social media",
    sendMessage: "Send us a message",
    ourOffices: "Our offices",
  },
  offices: {
    jodhpur: { city: "Jodhpur", state: "Rajasthan" },
    hyderabad: { city: "Hyderabad", state: "Telangana" },
    bhubaneshwar: { city: "Bhubaneshwar", state: "Odisha" },
    indore: { city: "Indore", state: "Madhya Pradesh" },
    headOffice: "Head office",
    regionalOffice: "Regional office",
    place: "{city}, {state}",
    mapTitle: "Map of {city}",
    showMapLabel: "Show map of {city}",
    showMap: "Show map",
    mapSource: "Map from OpenStreetMap",
    largerMap: "View larger map<hidden> of {city} (opens in a new window)</hidden>",
  },
  newWindow: " (opens in a new window)",
  feedback: {
    title: "Share your feedback",
    description: "Tell the GanitPlay team how your maths toy or game is working for your child or classroom.",
    intro:
      "How is your GanitPlay toy or game working for your child or classroom? Every review is read by our team in Jodhpur.",
  },
  arvr: {
    title: "AR/VR Experience",
    description: "Explore the unit circle in an interactive experience from GanitPlay.",
    opening: "Opening the AR/VR Experience…",
    fallback: "If nothing happens, <link>click here</link>.",
  },
};
