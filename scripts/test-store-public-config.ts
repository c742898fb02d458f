/**
 * The NEXT_PUBLIC_* values every test build is made with (the browser tests check them on the
 * pages). The scale test builds with the same ones, so it can reuse the browser tests' build
 * (./store-build.ts rebuilds when they differ).
 */
export const TEST_STORE_PUBLIC_CONFIG = {
  // EmailJS keys for the build under test; the browser tests intercept the requests.
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: "test-public-key",
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: "test-service",
  NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: "test-contact-template",
  NEXT_PUBLIC_EMAILJS_FEEDBACK_TEMPLATE_ID: "test-feedback-template",
  NEXT_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE_ID: "test-newsletter-template",
  NEXT_PUBLIC_STORE_EMAIL: "hello@ganitplay.test",
  NEXT_PUBLIC_STORE_PHONES: "+91 291 000 0000,+91 291 000 0001",
  NEXT_PUBLIC_STORE_ADDRESS: "Test House, 1 Example Road, Jodhpur 342001",
  NEXT_PUBLIC_INSTAGRAM_URL: "https://www.instagram.com/ganitplay.test/",
  NEXT_PUBLIC_FACEBOOK_URL: "https://www.facebook.com/ganitplay.test",
  NEXT_PUBLIC_YOUTUBE_URL: "https://www.youtube.com/@ganitplay-test",
  NEXT_PUBLIC_INSTAGRAM_REEL_URL: "https://www.instagram.com/reel/TESTREEL123/",
} as const;
