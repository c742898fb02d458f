/**
 * A product page's structured data: the Product (with its Offer, as Google's merchant listings
 * document it) and its breadcrumb. Only real facts: ratings from approved reviews alone, prices,
 * return window and shipping from the store's own rules. In the page's language: the product's
 * texts as the page read them, `inLanguage` and the page's own addresses.
 */
import type { ListingDeclarations } from "../catalog/declarations";
import type { DisplayedProduct } from "../catalog/defaults";
import { sellingPrice } from "../catalog/pricing";
import type { ShippingTerms } from "../delivery/rules";
import { localizedPath } from "../i18n/addresses";
import { LANGUAGE_TAGS, type Locale } from "../i18n/locales";
import { toRupeeString } from "../money";
import type { ReviewPage, ReviewSummary } from "../reviews/public-reviews";
import { site } from "../site";
import { returnPolicyJsonLd, shippingDetailsJsonLd } from "./merchant-policies";
import { declarationsJsonLd } from "./product-declarations";
import { reviewJsonLd } from "./review-json-ld";

export interface ProductPageFacts {
  product: DisplayedProduct;
  declarations: ListingDeclarations;
  summary: ReviewSummary;
  reviews: ReviewPage;
  shipping: ShippingTerms;
  /** The store's public origin (siteUrl()). */
  origin: string;
  locale: Locale;
  /** The visible breadcrumb's names of the home page and the shop, in the page's language. */
  crumbs: { home: string; shop: string };
}

export function productJsonLd({
  product,
  declarations,
  summary,
  reviews,
  shipping,
  origin,
  locale,
  crumbs,
}: ProductPageFacts): Record<string, unknown>[] {
  const address = (path: string) => `${origin}${localizedPath(path, locale)}`;
  const url = address(`/shop/${product.id}`);
  const price = sellingPrice(product.price, product.discountPrice);
  return [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      inLanguage: LANGUAGE_TAGS[locale].lang,
      name: product.name,
      description: product.description,
      image: product.images.map((image) => new URL(image, origin).href),
      category: product.categoryName,
      // The slug: the product's stable identifier, never changed once listed.
      sku: product.slug,
      // The store makes and sells its toys under its own name (the `brand` column is a marketplace link).
      brand: { "@type": "Brand", name: site.name },
      ...declarationsJsonLd(declarations),
      offers: {
        "@type": "Offer",
        url,
        priceCurrency: "INR",
        price: toRupeeString(price),
        availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/NewCondition",
        hasMerchantReturnPolicy: returnPolicyJsonLd(),
        shippingDetails: shippingDetailsJsonLd({ price, shippingGrams: product.shippingWeight }, shipping),
      },
      ...reviewJsonLd(summary, reviews.reviews),
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: crumbs.home, item: address("/") },
        { "@type": "ListItem", position: 2, name: crumbs.shop, item: address("/shop") },
        { "@type": "ListItem", position: 3, name: product.name, item: url },
      ],
    },
  ];
}
