import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Spec 2.1. React Router matches paths case-insensitively, so /ABOUT serves the about page.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("get-quote", "routes/get-quote.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:id", "routes/product.tsx"),
  route("category/:category/:subcategory?", "routes/category.tsx"),
  route("solutions", "routes/solutions.tsx"),
  route("vacuum-solutions", "routes/vacuum-solutions.tsx"),
  route("automation-solutions", "routes/automation-solutions.tsx"),
  route("smart-floor-care", "routes/smart-floor-care.tsx"),
  route("advanced-chemicals", "routes/advanced-chemicals.tsx"),
  route("commercial-spaces", "routes/commercial-spaces.tsx"),
  route("healthcare-facilities", "routes/healthcare-facilities.tsx"),
  route("hospitality-excellence", "routes/hospitality-excellence.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // Back office (staff only; server/auth/staff-gate.ts guards every path under /admin).
  route("admin/sign-in", "routes/admin/sign-in.tsx"),
  route("admin/sign-out", "routes/admin/sign-out.tsx"),
  layout("routes/admin/layout.tsx", [
    ...prefix("admin", [
      index("routes/admin/index.tsx"),
      route("inquiries", "routes/admin/inquiries.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("products/new", "routes/admin/products-new.tsx"),
      route("products/:id", "routes/admin/products-edit.tsx"),
      route("products/:id/delete", "routes/admin/products-delete.tsx"),
      route("brands", "routes/admin/brands.tsx"),
      route("brands/new", "routes/admin/brands-new.tsx"),
      route("brands/:id", "routes/admin/brands-edit.tsx"),
      route("brands/:id/delete", "routes/admin/brands-delete.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
