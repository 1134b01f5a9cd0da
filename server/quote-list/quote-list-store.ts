/**
 * A visitor's quote list on the server (issue 17): found by the SHA-256 of the random value in its cookie, kept
 * QUOTE_LIST_DAYS after its last change, at most QUOTE_LIST_MAX_LINES products. Every write locks the list's row, so
 * two tabs adding at once cannot pass the limit together.
 */
import { productNameInEdition } from "~/lib/catalogue/localized-product";
import type { Locale } from "~/lib/i18n/locale";
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { QUOTE_LIST_MESSAGES, type QuoteListMessageCode } from "~/content/quote-list-messages";
import {
  QUOTE_LINE_NOTE_MAX,
  QUOTE_LIST_DAYS,
  QUOTE_LIST_MAX_LINES,
  QUOTE_QUANTITY_MAX,
  QUOTE_QUANTITY_MIN,
} from "~/lib/quote-list/limits";
import type { Db } from "~server/db/client";
import { products, quoteListLines, quoteLists } from "~server/db/schema";

/** A refusal names its reason (`code`), which a page words in its edition; `message` is the English (the JSON API's). */
export type QuoteListResult =
  | { ok: true }
  | { ok: false; status: 404 | 409 | 422; code: QuoteListMessageCode; message: string; productId?: string };

function refused(
  code: QuoteListMessageCode,
  status: 404 | 409 | 422,
  productId?: string,
): Extract<QuoteListResult, { ok: false }> {
  return { ok: false, status, code, message: QUOTE_LIST_MESSAGES.en[code], ...(productId ? { productId } : {}) };
}

export interface QuoteListItem {
  productId: string;
  quantity: number;
  note?: string | null;
}

export interface QuoteListLineView {
  productId: string;
  /** The product's name in the edition asked for (the English where no Arabic is written: `nameInEnglish`). */
  name: string;
  nameInEnglish: boolean;
  brand: string;
  serialNumber: string | null;
  imageUrl: string | null;
  /** False when the product was deactivated after it was added: shown flagged, cannot be sent. */
  isActive: boolean;
  quantity: number;
  note: string | null;
  addedAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Cookie values are 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newQuoteListToken(): string {
  return randomBytes(32).toString("base64url");
}

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function expiresAt(now = new Date()): Date {
  return new Date(now.getTime() + QUOTE_LIST_DAYS * 24 * 60 * 60 * 1000);
}

/** The list's id for a cookie value, or null (no cookie, a malformed value, an unknown or expired list). */
export async function findQuoteList(db: Db, token: string | null | undefined): Promise<string | null> {
  if (!token || !TOKEN.test(token)) return null;
  const [list] = await db
    .select({ id: quoteLists.id })
    .from(quoteLists)
    .where(and(eq(quoteLists.tokenHash, tokenHash(token)), gt(quoteLists.expiresAt, sql`now()`)));
  return list?.id ?? null;
}

/** The list for this cookie value, created (with a new value to set as the cookie) when there is none. */
export async function ensureQuoteList(
  db: Db,
  token: string | null | undefined,
): Promise<{ listId: string; token: string; created: boolean }> {
  const existing = await findQuoteList(db, token);
  if (existing && token) return { listId: existing, token, created: false };
  const fresh = newQuoteListToken();
  const [list] = await db
    .insert(quoteLists)
    .values({ tokenHash: tokenHash(fresh), expiresAt: expiresAt() })
    .returning({ id: quoteLists.id });
  if (!list) throw new Error("Quote list insert returned no row");
  return { listId: list.id, token: fresh, created: true };
}

/** The list's lines in the order they were added, with each product as it is now, named in the edition asked for. */
export async function readQuoteList(
  db: Db,
  listId: string | null,
  locale: Locale = "en",
): Promise<QuoteListLineView[]> {
  if (!listId) return [];
  const rows = await db
    .select({
      productId: quoteListLines.productId,
      name: products.name,
      nameAr: products.nameAr,
      brand: products.brand,
      serialNumber: products.serialNumber,
      imageUrl: products.imageUrl,
      isActive: products.isActive,
      quantity: quoteListLines.quantity,
      note: quoteListLines.note,
      addedAt: quoteListLines.addedAt,
    })
    .from(quoteListLines)
    .innerJoin(products, eq(products.id, quoteListLines.productId))
    .where(eq(quoteListLines.listId, listId))
    .orderBy(asc(quoteListLines.addedAt), asc(products.name));
  return rows.map(({ nameAr, ...line }) => {
    const name = productNameInEdition({ name: line.name, nameAr }, locale);
    return { ...line, name: name.value, nameInEnglish: locale !== "en" && name.fallback };
  });
}

export async function countQuoteListLines(db: Db, listId: string | null): Promise<number> {
  if (!listId) return 0;
  const [row] = await db
    .select({ lines: sql<number>`count(*)::int` })
    .from(quoteListLines)
    .where(eq(quoteListLines.listId, listId));
  return row?.lines ?? 0;
}

function quantityRefusal(quantity: number): QuoteListMessageCode | null {
  return Number.isInteger(quantity) && quantity >= QUOTE_QUANTITY_MIN && quantity <= QUOTE_QUANTITY_MAX
    ? null
    : "quantity";
}

function noteRefusal(note: string | null | undefined): QuoteListMessageCode | null {
  return note && note.length > QUOTE_LINE_NOTE_MAX ? "noteTooLong" : null;
}

/**
 * Adds products (a product already in the list gets the new quantity added, up to the maximum, and the new note when
 * one is given). All or nothing: one unknown or inactive product, a bad quantity or note, or a list that would pass
 * the limit refuses the whole call.
 */
export async function addToQuoteList(
  db: Db,
  listId: string,
  items: readonly QuoteListItem[],
): Promise<QuoteListResult> {
  for (const item of items) {
    const refusal = quantityRefusal(item.quantity) ?? noteRefusal(item.note);
    if (refusal) return refused(refusal, 422, item.productId);
  }
  const ids = [...new Set(items.map((item) => item.productId))];
  const malformed = ids.find((id) => !UUID.test(id));
  if (malformed) return refused("unknownProduct", 404, malformed);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${quoteLists} where ${quoteLists.id} = ${listId} for update`);
    const found = ids.length
      ? await tx
          .select({ id: products.id, isActive: products.isActive })
          .from(products)
          .where(inArray(products.id, ids))
      : [];
    for (const id of ids) {
      const product = found.find((row) => row.id === id);
      if (!product) return refused("unknownProduct", 404, id);
      if (!product.isActive) return refused("inactiveProduct", 422, id);
    }
    const present = await tx
      .select({ productId: quoteListLines.productId, quantity: quoteListLines.quantity })
      .from(quoteListLines)
      .where(eq(quoteListLines.listId, listId));
    const presentIds = new Set(present.map((line) => line.productId));
    const newLines = ids.filter((id) => !presentIds.has(id)).length;
    if (present.length + newLines > QUOTE_LIST_MAX_LINES) return refused("listFull", 409);
    // One row per product: repeated products in one call add up.
    const merged = new Map<string, { quantity: number; note: string | null | undefined }>();
    for (const item of items) {
      const before = merged.get(item.productId);
      merged.set(item.productId, {
        quantity: (before?.quantity ?? 0) + item.quantity,
        note: item.note ?? before?.note,
      });
    }
    for (const [productId, item] of merged) {
      const existing = present.find((line) => line.productId === productId);
      const quantity = Math.min(QUOTE_QUANTITY_MAX, (existing?.quantity ?? 0) + item.quantity);
      await tx
        .insert(quoteListLines)
        .values({ listId, productId, quantity, note: item.note || null })
        .onConflictDoUpdate({
          target: [quoteListLines.listId, quoteListLines.productId],
          set: { quantity, ...(item.note ? { note: item.note } : {}) },
        });
    }
    await touch(tx, listId);
    return { ok: true } as const;
  });
}

/** Sets a line's quantity and/or note (an empty note removes it). */
export async function updateQuoteListLine(
  db: Db,
  listId: string,
  productId: string,
  change: { quantity?: number; note?: string | null },
): Promise<QuoteListResult> {
  if (change.quantity !== undefined) {
    const refusal = quantityRefusal(change.quantity);
    if (refusal) return refused(refusal, 422, productId);
  }
  const noteRefused = noteRefusal(change.note);
  if (noteRefused) return refused(noteRefused, 422, productId);
  if (!UUID.test(productId)) return refused("notInList", 404, productId);
  const set: { quantity?: number; note?: string | null } = {};
  if (change.quantity !== undefined) set.quantity = change.quantity;
  if (change.note !== undefined) set.note = change.note?.trim() || null;
  if (!Object.keys(set).length) return { ok: true };
  const updated = await db
    .update(quoteListLines)
    .set(set)
    .where(and(eq(quoteListLines.listId, listId), eq(quoteListLines.productId, productId)))
    .returning({ productId: quoteListLines.productId });
  if (!updated.length) return refused("notInList", 404, productId);
  await touch(db, listId);
  return { ok: true };
}

export async function removeFromQuoteList(db: Db, listId: string, productId: string): Promise<QuoteListResult> {
  if (!UUID.test(productId)) return refused("notInList", 404, productId);
  const removed = await db
    .delete(quoteListLines)
    .where(and(eq(quoteListLines.listId, listId), eq(quoteListLines.productId, productId)))
    .returning({ productId: quoteListLines.productId });
  if (!removed.length) return refused("notInList", 404, productId);
  await touch(db, listId);
  return { ok: true };
}

/** Empties the list; `executor` may be the transaction that stores the request sent from it. */
export async function clearQuoteList(executor: Pick<Db, "delete">, listId: string): Promise<void> {
  await executor.delete(quoteListLines).where(eq(quoteListLines.listId, listId));
}

/** Deletes lists past their expiry (housekeeping). */
export async function deleteExpiredQuoteLists(db: Db): Promise<number> {
  const deleted = await db
    .delete(quoteLists)
    .where(lt(quoteLists.expiresAt, sql`now()`))
    .returning({ id: quoteLists.id });
  return deleted.length;
}

async function touch(executor: Pick<Db, "update">, listId: string) {
  await executor
    .update(quoteLists)
    .set({ updatedAt: sql`now()`, expiresAt: expiresAt() })
    .where(eq(quoteLists.id, listId));
}
