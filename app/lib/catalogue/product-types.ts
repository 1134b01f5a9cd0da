/** The product and brand shapes the screens read (spec 3.1, 3.3, 7.2): browser-safe, no database imports. */
export interface ProductSummary {
  id: string;
  name: string;
  brand: string;
  category: string;
  subcategory: string | null;
  description: string;
  features: string[] | null;
  specifications: string | null;
  imageUrl: string | null;
}

export interface BrandSummary {
  id: string;
  name: string;
  logoUrl: string | null;
  description: string | null;
  website: string | null;
}
