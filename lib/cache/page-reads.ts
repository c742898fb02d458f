/**
 * The reads behind the storefront's pages, cached (lib/cache/storefront-cache.ts). The API keeps
 * calling the live functions: it answers carts and checkouts, which must see the stock of now.
 */
import "server-only";
import { cache } from "react";
import { getPost, listTags, searchPosts } from "../blog/posts";
import { readProductDetail } from "../catalog/product-detail";
import { findProductLinks, listNewArrivals } from "../catalog/products";
import { catalogueOverview, searchCatalogue } from "../catalog/search";
import { listActiveSliders } from "../content/sliders";
import { CACHE_TAGS, cachedRead } from "./storefront-cache";

const { catalogue, blog, sliders } = CACHE_TAGS;

export const cachedCatalogueOverview = cachedRead("catalogue-overview", catalogue, catalogueOverview);
export const cachedSearchCatalogue = cachedRead("catalogue-search", catalogue, searchCatalogue);
export const cachedNewArrivals = cachedRead("new-arrivals", catalogue, listNewArrivals);
export const cachedProductLinks = cachedRead("product-links", catalogue, findProductLinks);
/** Also deduplicated per request: the product page and its metadata read the same product. */
export const cachedProductDetail = cache(cachedRead("product-detail", catalogue, readProductDetail));

export const cachedSearchPosts = cachedRead("blog-search", blog, searchPosts);
export const cachedBlogTags = cachedRead("blog-tags", blog, listTags);
export const cachedPost = cachedRead("blog-post", blog, getPost);

export const cachedActiveSliders = cachedRead("active-sliders", sliders, listActiveSliders);
