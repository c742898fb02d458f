/** The frame of every page: header, footer, skip link, language switch, error and not-found pages. */
export const layout = {
  skipToContent: "Skip to content",
  tagline: "Educational maths toys and games",
  siteDescription:
    "GanitPlay makes hands-on maths games and kits — trigonometry, algebra, geometry, arithmetic, logic and science — for curious children, parents and teachers.",
  navigation: {
    label: "Main",
    mobileLabel: "Mobile",
    home: "Home",
    about: "About Us",
    shop: "Shop",
    arvr: "AR/VR Experience",
    blog: "Blog",
    contact: "Contact",
    menu: "Menu",
    close: "Close",
  },
  search: {
    label: "Shop",
    field: "Search the shop",
    placeholder: "Search toys and games",
    submit: "Find toys",
    open: "Look for toys",
  },
  account: {
    login: "Login",
    wishlist: "Wishlist",
    cart: "Cart",
    withCount: "{label} ({count})",
    fallbackName: "Account",
    menuFor: "Account menu for ",
    myProfile: "My Profile",
    myOrders: "My Orders",
    logout: "Logout",
    createAccount: "Create Account",
  },
  language: {
    /** The switch's label names the other language in that language. */
    switchTo: "हिंदी",
    switchToShort: "हिंदी",
    switchLabel: "हिंदी में पढ़ें",
  },
  footer: {
    madeIn: "{tagline}, made in Jodhpur.",
    getInTouch: "Get in touch",
    weekdayHours: "Mon-Fri 9AM-6PM",
    explore: "Explore",
    label: "Footer",
    contact: "Contact",
    terms: "Terms & Policies",
    blog: "Blog",
    followUs: "Follow us",
    socialMedia: "Social media",
    rights: "© {year} {name}. All rights reserved.",
    pincodeCredit:
      "Delivery checks use the All India Pincode Directory of the Department of Posts, Ministry of Communications, Government of India, published on the <portal>Open Government Data Platform India</portal> under the <licence>Government Open Data License – India</licence>.",
  },
  notFound: {
    title: "Page not found",
    message: "The page you were looking for is not here. It may have moved.",
    backToShop: "Back to Shop",
  },
};
