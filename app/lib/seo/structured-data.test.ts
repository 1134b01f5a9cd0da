import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_CONFIG } from "~/content/site-config";
import { jsonLdText, organizationJsonLd, productJsonLd } from "./structured-data";

describe("structured data", () => {
  it("describes the company", () => {
    expect(organizationJsonLd(DEFAULT_SITE_CONFIG, "https://x.qa")).toMatchObject({ "@type": "Organization", foundingDate: "2004", url: "https://x.qa" });
  });

  it("describes a product with absolute URLs", () => {
    const data = productJsonLd({ id: "p1", name: "Pad", brand: "Padmaster", category: "Cleaning Tools & Accessories", subcategory: "Floor Pads", description: "d", features: null, specifications: null, imageUrl: "/attached_assets/products/pad.svg" }, "https://x.qa");
    expect(data).toMatchObject({ image: "https://x.qa/attached_assets/products/pad.svg", url: "https://x.qa/products/p1", brand: { name: "Padmaster" } });
  });

  it("cannot close its script element", () => {
    expect(jsonLdText({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
