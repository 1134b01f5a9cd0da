/** Visible texts of the catalogue screens (spec 2.4-2.10, 8): one source for pages, components and tests. */
export const PRODUCT_CARD_TEXT = {
  viewDetails: "View Details",
  requestQuote: "Request Quote",
  moreFeatures: (count: number) => `+${count} more`,
  imageAlt: (name: string) => name,
  loadingImage: "Loading image",
} as const;

export const CATALOGUE_TEXT = {
  title: "Innovation Catalog",
  intro:
    "Browse professional cleaning equipment, chemicals, washroom hygiene and tools from our international partner brands.",
  metaDescription:
    "Search and filter our catalogue of professional cleaning machines, chemicals, washroom hygiene products, tools and bins by category, subcategory and brand.",
  searchLabel: "Search products",
  searchPlaceholder: "Search by name or description...",
  categoryLabel: "Category",
  allCategories: "All Categories",
  subcategoryLabel: "Subcategory",
  allSubcategories: "All Subcategories",
  brandLabel: "Brand",
  allBrands: "All Brands",
  apply: "Apply Filters",
  clearFilters: "Clear Filters",
  activeFilters: "Active filters",
  removeFilter: (label: string) => `Remove filter ${label}`,
  searchChip: (search: string) => `Search: “${search}”`,
  sectorChip: (label: string) => `Sector: ${label}`,
  found: (shown: number, total: number) => `${shown} of ${total} products found`,
  displaying: (shown: number, total: number) => `Displaying ${shown} of ${total} products`,
  showMore: "Show More Products",
  noMatchesTitle: "No Products Found",
  noMatchesText: "Adjust your search parameters to find more products",
  viewAllProducts: "View All Products",
  emptyCatalogueTitle: "No Products Yet",
  emptyCatalogueText:
    "Our online catalogue is being prepared. Contact our team and we will send you the range you need.",
  emptyCatalogueAction: "Contact Us",
} as const;

/** Facet counts and the search's corrections (issue 15), shared by /products and the category pages. */
export const FACET_TEXT = {
  /** An option of a select with the number of products it would show: "Kitchex (12)". */
  withCount: (label: string, count: number) => `${label} (${count})`,
  /** The server-rendered links that refine the list in one click, without JavaScript. */
  refine: "Refine results",
  refineSummary: "Refine by category and brand",
  refineBrandSummary: "Refine by brand",
  categories: "Categories",
  subcategories: "Subcategories",
  brands: "Brands",
  /** Before the query as the search read it; the corrected words are emphasised. */
  showingResultsFor: "Showing results for",
} as const;

export const PRODUCT_DETAIL_TEXT = {
  back: "Back to Products",
  description: "Product Description",
  features: "Key Features",
  specifications: "Specifications",
  requestQuote: "Request Quote",
  contactExpert: "Contact Expert",
  aboutBrand: (brand: string) => `About ${brand}`,
  notFoundTitle: "Product Not Found",
  notFoundText: "The product you're looking for doesn't exist.",
  browseAll: "Browse All Products",
  highlights: [
    { title: "Premium Quality", text: "Genuine products from the manufacturer" },
    { title: "Warranty Included", text: "Manufacturer warranty and local support" },
    { title: "Fast Delivery", text: "From our local warehouse" },
    { title: "Expert Support", text: "Training, servicing and spare parts" },
  ],
} as const;

export const CATEGORY_PAGE_TEXT = {
  fallbackTitle: "Category",
  fallbackDescription: (title: string) => `Browse our selection of ${title.toLowerCase()} products`,
  home: "Home",
  products: "Products",
  breadcrumb: "Breadcrumb",
  searchPlaceholder: "Search products...",
  searchLabel: "Search in this category",
  brandLabel: "Brand",
  allBrands: "All Brands",
  sortLabel: "Sort By",
  sortOptions: { name: "Name (A-Z)", brand: "Brand (A-Z)", category: "Category" },
  viewLabel: "View",
  gridView: "Grid view",
  listView: "List view",
  apply: "Apply",
  clear: "Clear",
  searchChip: (search: string) => `Search: “${search}”`,
  brandChip: (brand: string) => `Brand: ${brand}`,
  count: (n: number, filtered: boolean) =>
    `${n} product${n === 1 ? "" : "s"} found${filtered ? " matching your filters" : ""}`,
  noResultsTitle: "No products found",
  noResultsText: "Try adjusting your search terms or filters to find what you're looking for.",
  clearAll: "Clear all filters",
  showMore: "Show More Products",
  removeChip: "Remove",
} as const;
