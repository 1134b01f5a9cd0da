/** The one database schema (spec section 3), shared by the PGlite and PostgreSQL drivers. */
import { sql } from "drizzle-orm";
import { boolean, index, integer, numeric, pgSequence, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    category: text("category").notNull().default("General"),
    subcategory: text("subcategory"),
    description: text("description").notNull().default(""),
    features: text("features").array(),
    specifications: text("specifications"),
    imageUrl: text("image_url"),
    productUrl: text("product_url"),
    serialNumber: text("serial_number"),
    price: numeric("price", { precision: 10, scale: 2 }),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Derived, stored and indexed so listings scale: the top-level name of "Cat » Sub" / "Cat >> Sub" paths. */
    topCategory: text("top_category").generatedAlwaysAs(sql`trim(regexp_replace(category, '[[:space:]]*(»|>>).*$', ''))`),
    /** Spec 9.2 image ranking (3 attached assets or absolute URLs, 2 placeholder, 1 other), for index-ordered listings. */
    imageRank: smallint("image_rank").generatedAlwaysAs(
      sql`case when starts_with(image_url, '/attached_assets/') or starts_with(image_url, 'http') then 3 when strpos(image_url, 'placeholder-product') > 0 then 2 else 1 end`,
    ),
  },
  (table) => [
    index("products_category_idx").on(table.category, table.subcategory),
    index("products_brand_lower_idx").on(sql`lower(${table.brand})`),
    index("products_listing_idx").on(table.isActive, sql`${table.imageRank} desc`, table.name, table.id),
    index("products_top_category_idx").on(sql`lower(${table.topCategory})`),
    index("products_name_id_idx").on(table.name, table.id),
  ],
);

export const brands = pgTable("brands", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  logoUrl: text("logo_url"),
  description: text("description"),
  website: text("website"),
  isActive: boolean("is_active").notNull().default(true),
});

/** Numbers the human-readable inquiry references (C-2026-000123, Q-2026-000124). */
export const inquiryReferenceSeq = pgSequence("inquiry_reference_seq");

export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    category: text("category").notNull(),
    message: text("message").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Added for quote requests (spec 3.6 fields kept as their own columns so staff can filter them).
    kind: text("kind").notNull().default("contact"),
    reference: text("reference").unique(),
    industry: text("industry"),
    productCategory: text("product_category"),
    projectSize: text("project_size"),
    timeline: text("timeline"),
  },
  (table) => [index("inquiries_created_at_idx").on(table.createdAt)],
);

/** Fixed-window counters for rate limits shared by several instances on PostgreSQL. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type Brand = typeof brands.$inferSelect;
export type NewBrand = typeof brands.$inferInsert;
export type Inquiry = typeof inquiries.$inferSelect;
export type NewInquiry = typeof inquiries.$inferInsert;
