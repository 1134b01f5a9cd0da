import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";

/**
 * The public pages, in one edition: English at the spec's addresses, Arabic under /ar (issue 18). Both use the same route
 * modules; the Arabic routes get their own ids, and a module reads its language from the address (~/lib/i18n/locale).
 */
function publicPages(edition: "en" | "ar"): RouteConfigEntry[] {
  const page = (path: string, file: string) =>
    edition === "ar" ? route(path ? `ar/${path}` : "ar", file, { id: `ar/${file}` }) : route(path, file);
  return [
    edition === "ar" ? page("", "routes/home.tsx") : index("routes/home.tsx"),
    page("about", "routes/about.tsx"),
    page("contact", "routes/contact.tsx"),
    page("get-quote", "routes/get-quote.tsx"),
    page("quote-list/paste", "routes/quote-list-paste.tsx"),
    // Issue 17: the buyer's private quote page (a secret link; server/quotes/private-quote.ts).
    page("q/:reference/:token", "routes/private-quote.tsx"),
    page("quote-list", "routes/quote-list.tsx"),
    page("products", "routes/products.tsx"),
    page("products/:id", "routes/product.tsx"),
    // Issue 19: products side by side; the selection is in the address (noindex, not in the sitemaps).
    page("compare", "routes/compare.tsx"),
    page("category/:category/:subcategory?", "routes/category.tsx"),
    page("solutions", "routes/solutions.tsx"),
    page("vacuum-solutions", "routes/vacuum-solutions.tsx"),
    page("automation-solutions", "routes/automation-solutions.tsx"),
    page("smart-floor-care", "routes/smart-floor-care.tsx"),
    page("advanced-chemicals", "routes/advanced-chemicals.tsx"),
    page("commercial-spaces", "routes/commercial-spaces.tsx"),
    page("healthcare-facilities", "routes/healthcare-facilities.tsx"),
    page("hospitality-excellence", "routes/hospitality-excellence.tsx"),
    page("privacy-policy", "routes/privacy-policy.tsx"),
    page("terms-of-service", "routes/terms-of-service.tsx"),
    page("sitemap", "routes/sitemap.tsx"),
  ];
}

// Spec 2.1. React Router matches paths case-insensitively, so /ABOUT serves the about page (and /AR/ABOUT the Arabic one).
export default [
  ...publicPages("en"),
  ...publicPages("ar"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("sitemaps/:file", "routes/sitemap-file.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // Issue 18: the English home page's "read it in Arabic" suggestion, dismissed without JavaScript (decision 130).
  route("arabic-suggestion/dismiss", "routes/arabic-suggestion.ts"),
  // Back office (staff only; server/auth/staff-gate.ts guards every path under /admin).
  route("admin/sign-in", "routes/admin/sign-in.tsx"),
  route("admin/sign-out", "routes/admin/sign-out.tsx"),
  route("admin/catalogue/export.csv", "routes/admin/catalogue-export-csv.ts"),
  route("admin/catalogue/export.xlsx", "routes/admin/catalogue-export-xlsx.ts"),
  route("admin/inquiries/:id/attachments/:attachmentId", "routes/admin/inquiries.attachment.ts"),
  layout("routes/admin/layout.tsx", [
    ...prefix("admin", [
      index("routes/admin/index.tsx"),
      route("inquiries", "routes/admin/inquiries.tsx"),
      route("media", "routes/admin/media.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("inquiries/export.csv", "routes/admin/inquiries.export.tsx"),
      route("inquiries/:id", "routes/admin/inquiries.$id.tsx"),
      route("catalogue", "routes/admin/catalogue.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("products/new", "routes/admin/products-new.tsx"),
      route("products/:id", "routes/admin/products-edit.tsx"),
      route("products/:id/delete", "routes/admin/products-delete.tsx"),
      // Issue 19: a product's documents (upload; a document's details, file and deletion).
      route("products/:id/documents", "routes/admin/product-documents.tsx"),
      route("products/:id/documents/:documentId", "routes/admin/product-document-edit.tsx"),
      route("brands", "routes/admin/brands.tsx"),
      route("brands/new", "routes/admin/brands-new.tsx"),
      route("brands/:id", "routes/admin/brands-edit.tsx"),
      route("brands/:id/delete", "routes/admin/brands-delete.tsx"),
      // Issue 19: how specification labels are grouped on product pages and in comparisons.
      route("specifications", "routes/admin/specifications.tsx"),
    ]),
  ]),
  route("ar/*", "routes/not-found.tsx", { id: "ar/routes/not-found.tsx" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
