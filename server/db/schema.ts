/** The one database schema (spec section 3), shared by the PGlite and PostgreSQL drivers. */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  primaryKey,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * A product's search words as a tsvector of exact lexemes (no positions, no dictionary): written from the words that
 * server/search/search-document.ts makes, each quoted, so PostgreSQL's text parser never reinterprets them.
 */
/** The tsvector input form of exact lexemes: each quoted, a quote or backslash escaped. */
export function tsvectorLiteral(words: readonly string[]): string {
  return words.map((word) => `'${word.replace(/['\\]/g, (char) => `\\${char}`)}'`).join(" ");
}

const searchVector = customType<{ data: string[]; driverData: string }>({
  dataType: () => "tsvector",
  toDriver: tsvectorLiteral,
  fromDriver: (value) =>
    [...value.matchAll(/'((?:[^'\\]|\\.|'')*)'/g)].map((match) =>
      match[1]!.replace(/\\(.)|''/g, (all, char: string | undefined) => char ?? "'"),
    ),
});

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
    /** The Arabic edition (issue 18): null or empty means "show the English text", marked lang="en". */
    nameAr: text("name_ar"),
    descriptionAr: text("description_ar"),
    featuresAr: text("features_ar").array(),
    specificationsAr: text("specifications_ar"),
    imageUrl: text("image_url"),
    productUrl: text("product_url"),
    serialNumber: text("serial_number"),
    price: numeric("price", { precision: 10, scale: 2 }),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Derived facts: written with every product by server/catalogue/derived-facts.ts (the rules' one home), read by the
     * pages as plain, indexed columns. NOT NULL without defaults, so an insert that forgets them fails.
     */
    topCategory: text("top_category").notNull(),
    pathSubcategory: text("path_subcategory"),
    listedSubcategory: text("listed_subcategory"),
    imageRank: smallint("image_rank").notNull(),
    solutionsImageRank: smallint("solutions_image_rank").notNull(),
    solutionCategory: text("solution_category"),
    fitsCommercial: boolean("fits_commercial").notNull(),
    fitsHealthcare: boolean("fits_healthcare").notNull(),
    fitsHospitality: boolean("fits_hospitality").notNull(),
    vacuumSolution: boolean("vacuum_solution").notNull(),
    automationSolution: boolean("automation_solution").notNull(),
    floorCareSolution: boolean("floor_care_solution").notNull(),
    chemicalSolution: boolean("chemical_solution").notNull(),
    /** Search (issue 15): every searched field's words; the name, and name + brand + code, padded with spaces for tiers. */
    searchVector: searchVector("search_vector").notNull(),
    searchName: text("search_name").notNull(),
    searchTitle: text("search_title").notNull(),
    /** The product code's letters and digits as one word ("AQ-SM43B" → "aqsm43b"), "" without a code. */
    searchCode: text("search_code").notNull(),
    /** DERIVED_FACTS_VERSION the facts were computed with; start-up recomputes older rows. */
    derivedVersion: smallint("derived_version").notNull(),
  },
  (table) => [
    index("products_category_idx").on(table.category, table.subcategory),
    // Filter first, then the listing order: a brand's or a category's first page reads just that page (migration 0004).
    index("products_brand_listing_idx").on(
      sql`lower(${table.brand})`,
      table.isActive,
      sql`${table.imageRank} desc`,
      table.name,
      table.id,
    ),
    index("products_listing_idx").on(table.isActive, sql`${table.imageRank} desc`, table.name, table.id),
    index("products_top_category_listing_idx").on(
      sql`lower(${table.topCategory})`,
      table.isActive,
      sql`${table.imageRank} desc`,
      table.name,
      table.id,
    ),
    index("products_name_id_idx").on(table.name, table.id),
    // Category pages narrowed by range filters (decision 156): the scope's rows in listing order, followed by every
    // other column their conditions, counts and sort keys read (drizzle has no INCLUDE; trailing keys serve alike), so
    // an index-only scan checks each row against the ranges' hashed ids and the page reads only its own rows.
    index("products_scope_listing_idx").on(
      table.topCategory,
      table.isActive,
      sql`${table.imageRank} desc`,
      table.name,
      table.id,
      table.subcategory,
      table.pathSubcategory,
      table.brand,
      table.category,
    ),
    // The solution pages' lists read their page off an index: the overview's order, and each stored membership.
    index("products_solutions_listing_idx").on(
      table.isActive,
      sql`${table.solutionsImageRank} desc`,
      table.name,
      table.id,
    ),
    index("products_solution_category_listing_idx").on(
      table.solutionCategory,
      table.isActive,
      sql`${table.imageRank} desc`,
      table.name,
      table.id,
    ),
    ...(
      [
        "fitsCommercial",
        "fitsHealthcare",
        "fitsHospitality",
        "vacuumSolution",
        "automationSolution",
        "floorCareSolution",
        "chemicalSolution",
      ] as const
    ).map((flag) =>
      index(`products_${table[flag].name}_listing_idx`)
        .on(sql`${table.imageRank} desc`, table.name, table.id)
        .where(sql`${table.isActive} and ${table[flag]}`),
    ),
    // Search (server/search/): every word of a query through the GIN index of the words, suggestions through the
    // name's trigrams, a product code's prefix through a pattern index.
    index("products_search_vector_idx").using("gin", table.searchVector),
    index("products_search_name_trgm_idx").using("gin", table.searchName.op("gin_trgm_ops")),
    index("products_search_title_trgm_idx").using("gin", table.searchTitle.op("gin_trgm_ops")),
    index("products_search_code_idx").on(table.searchCode.op("text_pattern_ops")),
    index("products_serial_number_idx").on(table.serialNumber),
  ],
);

/**
 * A product's specifications as rows (issue 19, decision 151): parsed from `specifications` and `specifications_ar` by
 * app/lib/catalogue/specifications.ts on every write (server/catalogue/specification-rows.ts), the English line and
 * its Arabic translation side by side. The text stays the source (spec 3.1, the API's shape); these rows are what
 * comparison, the product page's table, structured data and the range filters read.
 */
export const productSpecifications = pgTable(
  "product_specifications",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** 0, 1, 2… in the order of the lines. */
    position: smallint("position").notNull(),
    /** The English label's language-neutral name ("working width"): groups one specification across products. */
    key: text("key"),
    label: text("label"),
    value: text("value"),
    unit: text("unit"),
    labelAr: text("label_ar"),
    valueAr: text("value_ar"),
    unitAr: text("unit_ar"),
    /** The value's number when the value is one number and at most a unit, in `unit_code`'s unit. */
    numericValue: doublePrecision("numeric_value"),
    /** app/lib/catalogue/specification-units.ts: a UN/CEFACT common code (MMT, LTR…) or a symbol of ours. */
    unitCode: text("unit_code"),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.position] }),
    // Comparison's and the back office's "which products carry this label", and the range filters' numbers.
    index("product_specifications_key_number_idx")
      .on(table.key, table.unitCode, table.numericValue, table.productId)
      .where(sql`${table.key} is not null`),
  ],
);

/** How the back office groups specification labels (issue 19): a label's group and its place in it, by key. */
export const specificationLabels = pgTable("specification_labels", {
  key: text("key").primaryKey(),
  /** One of SPECIFICATION_GROUPS (app/lib/catalogue/specification-groups.ts). */
  groupId: text("group_id").notNull(),
  position: integer("position").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A product's documents (issue 19): PDFs checked by content (server/documents/), stored in the storage backend under
 * `storage_key`, served at a URL versioned by `sha256`.
 */
export const productDocuments = pgTable(
  "product_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** DOCUMENT_KINDS (app/lib/catalogue/product-documents.ts): datasheet, brochure, operator-manual, safety-data-sheet. */
    kind: text("kind").notNull(),
    /** DOCUMENT_LANGUAGES: en, ar, both. */
    language: text("language").notNull(),
    title: text("title").notNull(),
    revisionDate: date("revision_date").notNull(),
    /** The uploaded file's name, cleaned: the download's file name. */
    fileName: text("file_name").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** SHA-256 of the bytes (hex): the served URL's version. */
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    createdBy: uuid("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("product_documents_product_idx").on(table.productId, table.kind)],
);

export const brands = pgTable("brands", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  logoUrl: text("logo_url"),
  description: text("description"),
  /** The Arabic edition's description (issue 18); null means "show the English one". */
  descriptionAr: text("description_ar"),
  website: text("website"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
    // Quote list requests (issue 17): optional fields of the quote form.
    poReference: text("po_reference"),
    neededBy: date("needed_by"),
    deliveryCity: text("delivery_city"),
    /**
     * The buyer's private page /q/{reference}/{token}: only the SHA-256 of the token is kept (server/quotes/access-token.ts).
     * A new link (a quotation sent, a link resent) replaces it, and the old link stops working.
     */
    accessTokenHash: text("access_token_hash"),
    /** When staff first answered (status answered, or a quotation sent): the 24-hour promise's measure. */
    firstAnsweredAt: timestamp("first_answered_at", { withTimezone: true }),
    /** The edition the request was sent from (issue 18): its emails to the sender and the private page use it. */
    locale: text("locale").notNull().default("en"),
  },
  (table) => [
    index("inquiries_created_at_idx").on(table.createdAt),
    index("inquiries_status_created_at_idx").on(table.status, table.createdAt),
  ],
);

/** A quote request's products as the buyer sent them: names and codes are copied, so later catalogue edits change nothing. */
export const inquiryLines = pgTable(
  "inquiry_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    /** 1, 2, 3… in the order of the list. */
    position: integer("position").notNull(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    serialNumber: text("serial_number"),
    quantity: integer("quantity").notNull(),
    note: text("note"),
  },
  (table) => [
    uniqueIndex("inquiry_lines_position_idx").on(table.inquiryId, table.position),
    index("inquiry_lines_product_idx").on(table.productId),
  ],
);

/** Files a buyer sent with a quote request, kept in the storage (server/storage) under `storageKey`; staff-only downloads. */
export const inquiryAttachments = pgTable(
  "inquiry_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inquiry_attachments_inquiry_idx").on(table.inquiryId)],
);

/**
 * A priced answer to a quote request. Each change staff send is a new version; the buyer sees and may accept only the
 * latest. status: "sent" (awaiting the buyer), "accepted", "declined", "superseded" (a newer version was sent).
 * Amounts in QAR, computed once where the quotation is written.
 */
export const quotations = pgTable(
  "quotations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    status: text("status").notNull().default("sent"),
    currency: text("currency").notNull().default("QAR"),
    subtotal: numeric("subtotal", { precision: 14, scale: 2 }).notNull(),
    discount: numeric("discount", { precision: 14, scale: 2 }).notNull().default("0"),
    total: numeric("total", { precision: 14, scale: 2 }).notNull(),
    validUntil: date("valid_until").notNull(),
    terms: text("terms").notNull(),
    createdBy: uuid("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
  },
  (table) => [uniqueIndex("quotations_inquiry_version_idx").on(table.inquiryId, table.version)],
);

/** A quotation's price for one line of its request. */
export const quotationLines = pgTable(
  "quotation_lines",
  {
    quotationId: uuid("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    inquiryLineId: uuid("inquiry_line_id")
      .notNull()
      .references(() => inquiryLines.id, { onDelete: "cascade" }),
    unitPrice: numeric("unit_price", { precision: 12, scale: 2 }).notNull(),
    lineTotal: numeric("line_total", { precision: 14, scale: 2 }).notNull(),
  },
  (table) => [uniqueIndex("quotation_lines_line_idx").on(table.quotationId, table.inquiryLineId)],
);

/**
 * A visitor's quote list, found by the SHA-256 of the opaque random value in its cookie (server/quote-list/). Kept
 * QUOTE_LIST_DAYS after its last change.
 */
export const quoteLists = pgTable(
  "quote_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("quote_lists_expires_at_idx").on(table.expiresAt)],
);

export const quoteListLines = pgTable(
  "quote_list_lines",
  {
    listId: uuid("list_id")
      .notNull()
      .references(() => quoteLists.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    note: text("note"),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("quote_list_lines_list_product_idx").on(table.listId, table.productId)],
);

/** Fixed-window counters for rate limits shared by several instances on PostgreSQL. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

/** Staff of the company who sign in to /admin. Emails are stored lower-cased. */
export const staffUsers = pgTable("staff_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  name: text("name"),
  /** scrypt: "scrypt$N$r$p$salt-base64$hash-base64". */
  passwordHash: text("password_hash").notNull(),
  passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions; the cookie carries a random token, the table only its SHA-256. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry; the idle expiry is computed from lastSeenAt. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (table) => [index("staff_sessions_user_idx").on(table.userId)],
);

/** The inquiry's history in the inbox: internal notes and status changes, each with its author and time. */
export const inquiryEvents = pgTable(
  "inquiry_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    /** Null for changes made by the system. */
    authorId: uuid("author_id").references(() => staffUsers.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inquiry_events_inquiry_idx").on(table.inquiryId, table.createdAt)],
);

/** Transactional outbox: emails are queued in the inquiry's own transaction and sent by a worker. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id").references(() => inquiries.id, { onDelete: "set null" }),
    /** "sales-notification" or "sender-confirmation". */
    purpose: text("purpose").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Stable Message-ID, so a retried delivery is recognisable as the same email. */
    messageId: text("message_id").notNull().unique(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker claims a row by setting this; another worker skips it until it passes. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Sender confirmations only: the normalised recipient (server/mail/confirmation-limit.ts), to count them per address. */
    recipientKey: text("recipient_key"),
  },
  (table) => [
    index("email_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("email_outbox_recipient_key_idx")
      .on(table.recipientKey, table.createdAt)
      .where(sql`${table.recipientKey} is not null`),
  ],
);

/** Form tokens already used (SHA-256 of the token), kept until the token would have expired anyway: each is good for one submission. */
export const usedFormTokens = pgTable(
  "used_form_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("used_form_tokens_expires_at_idx").on(table.expiresAt)],
);

/** Who changed which product or brand, when, and what: { field: [before, after] }. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entityType: text("entity_type").notNull(),
    entityId: uuid("entity_id").notNull(),
    actorId: uuid("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Kept as text so the record survives the account's removal. */
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    changes: jsonb("changes").$type<Record<string, [unknown, unknown]>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_entity_idx").on(table.entityType, table.entityId, table.createdAt)],
);

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type Brand = typeof brands.$inferSelect;
export type NewBrand = typeof brands.$inferInsert;
export type Inquiry = typeof inquiries.$inferSelect;
export type NewInquiry = typeof inquiries.$inferInsert;
export type StaffUser = typeof staffUsers.$inferSelect;
export type InquiryEvent = typeof inquiryEvents.$inferSelect;
export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type InquiryLine = typeof inquiryLines.$inferSelect;
export type InquiryAttachment = typeof inquiryAttachments.$inferSelect;
export type Quotation = typeof quotations.$inferSelect;
export type QuotationLine = typeof quotationLines.$inferSelect;
export type QuoteList = typeof quoteLists.$inferSelect;
export type QuoteListLine = typeof quoteListLines.$inferSelect;
export type ProductSpecification = typeof productSpecifications.$inferSelect;
export type NewProductSpecification = typeof productSpecifications.$inferInsert;
export type SpecificationLabel = typeof specificationLabels.$inferSelect;
export type ProductDocument = typeof productDocuments.$inferSelect;

/**
 * The catalogue's vocabulary for typo correction (issue 15): each word of the listed products' search words with the
 * number of listed products that carry it. Kept by statement triggers on products (migration 0007), so every write
 * path, bulk or single, keeps it true; a word whose count falls to 0 stays until the next catalogue replacement.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    products: integer("products").notNull(),
  },
  (table) => [
    index("search_words_prefix_idx").on(table.word.op("text_pattern_ops")),
    index("search_words_trgm_idx").using("gin", table.word.op("gin_trgm_ops")),
  ],
);

/**
 * One row (id 1): the catalogue's version, raised by every statement that writes products (migration 0008's trigger),
 * and the version the broad searches' cells were last computed for, with the lease of the instance computing them.
 */
export const searchState = pgTable("search_state", {
  id: smallint("id").primaryKey(),
  catalogueVersion: bigint("catalogue_version", { mode: "number" }).notNull(),
  broadVersion: bigint("broad_version", { mode: "number" }).notNull(),
  refresherUntil: timestamp("refresher_until", { withTimezone: true }),
});

/**
 * Facet cells of the one-word searches that match too many products to count per request (server/search/broad-cells.ts),
 * valid while their catalogue version is the current one.
 */
export const searchBroadCells = pgTable("search_broad_cells", {
  queryKey: text("query_key").primaryKey(),
  catalogueVersion: bigint("catalogue_version", { mode: "number" }).notNull(),
  cells: jsonb("cells").notNull(),
  /** The ids of the first BROAD_FIRST_IDS matches in relevance order: the unfiltered first pages, read by id. */
  firstIds: jsonb("first_ids").notNull().default([]),
});
