/** The inquiry inbox through the real server (pages from the production build): filters, paging, CSV export, workflow, notes. */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "~server/auth/sessions";
import { createStaffUser } from "~server/auth/staff-users";
import { inquiries, inquiryEvents } from "~server/db/schema";
import { sessionPolicy } from "~server/env";
import { createInquiry, type InquiryRecord } from "~server/inquiries/create-inquiry";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

const base: InquiryRecord = {
  kind: "contact",
  firstName: "Filler",
  lastName: "Person",
  email: "filler@example.com",
  category: "Chemicals",
  message: "Filler message",
};

describe.each(DRIVERS)("inquiry inbox on %s", (driver) => {
  let server: TestServer;
  let cookie = "";
  const ids: Record<string, { id: string; reference: string }> = {};

  const get = (path: string) => fetch(server.baseUrl + path, { headers: { Cookie: cookie }, redirect: "manual" });
  const page = async (path: string) => {
    const response = await get(path);
    return { status: response.status, html: await response.text() };
  };
  const post = (id: string, fields: Record<string, string>) =>
    fetch(`${server.baseUrl}/admin/inquiries/${id}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  const rowCount = (html: string) => html.match(/data-testid="inbox-row"/g)?.length ?? 0;
  const countText = (html: string) => /data-testid="inbox-count">([^<]*)</.exec(html)?.[1];
  const statusOf = async (id: string) =>
    (await server.database.db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, id)))[0]
      ?.status;
  const eventsOf = (id: string) =>
    server.database.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, id));
  const add = async (key: string, record: Partial<InquiryRecord>, createdAt?: string) => {
    ids[key] = await createInquiry(server.database.db, { ...base, ...record }, server.env);
    if (createdAt)
      await server.database.db
        .update(inquiries)
        .set({ createdAt: new Date(createdAt) })
        .where(eq(inquiries.id, ids[key]!.id));
  };

  beforeAll(async () => {
    server = await startTestServer({ driver, seed: false, pages: true });
    const user = await createStaffUser(server.database.db, {
      email: "mariam@example.com",
      password: "a-long-staff-password",
      name: "Mariam Staff",
    });
    cookie = `staff_session=${await createSession(server.database.db, user.id, sessionPolicy(server.env))}`;
    // 30 fillers spread over October, then the rows the filters must tell apart.
    for (let i = 0; i < 30; i += 1)
      await add(`filler${i}`, { message: `Filler ${i}` }, `2026-10-${String(i + 1).padStart(2, "0")}T06:00:00Z`);
    await add(
      "quote",
      {
        kind: "quote",
        firstName: "Aisha",
        lastName: "Al-Marri",
        email: "aisha@example.com",
        phone: "+974 5555 1234",
        company: "Pearl Towers FM",
        category: "Quote Request",
        industry: "Hospitality & Hotels",
        productCategory: "Cleaning Chemicals",
        projectSize: "Small (1-10 units)",
        timeline: "Immediate (Within 1 month)",
        message: "Line one\nLine two",
      },
      "2026-11-01T20:59:00Z",
    );
    await add(
      "arabic",
      {
        firstName: "عائشة",
        lastName: "المري",
        company: '=HYPERLINK("http://evil")',
        category: "Equipments",
        message: 'نحتاج آلة تنظيف, "عاجل"\nشكرا',
      },
      "2026-11-01T21:00:00Z",
    );
    await add(
      "percent",
      {
        firstName: "Omar",
        lastName: "Khalid",
        company: "100% Clean_Co",
        category: "Washroom Hygiene",
        message: "Discount?",
      },
      "2026-11-02T09:00:00Z",
    );
    await add(
      "xss",
      {
        firstName: "<script>window.__xss=1</script>",
        lastName: "<img src=x onerror=window.__xss=1>",
        company: "<b>Bold</b>",
        message: "<script>window.__xss=1</script>\n<img src=x onerror=window.__xss=1>",
      },
      "2026-11-03T09:00:00Z",
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it("sends anonymous visitors of the list and the export to sign-in", async () => {
    for (const path of ["/admin/inquiries", "/admin/inquiries/export.csv"]) {
      const response = await fetch(server.baseUrl + path, { redirect: "manual" });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toContain("/admin/sign-in");
    }
  });

  it("lists newest first, 25 a page, with a count and page links", async () => {
    const first = await page("/admin/inquiries");
    expect(first.status).toBe(200);
    expect(rowCount(first.html)).toBe(25);
    expect(countText(first.html)).toBe("Showing 1–25 of 34 inquiries");
    expect(first.html.indexOf(ids.xss!.reference)).toBeLessThan(first.html.indexOf(ids.percent!.reference));
    expect(first.html.indexOf(ids.percent!.reference)).toBeLessThan(first.html.indexOf(ids.quote!.reference));
    expect(first.html).toContain('href="/admin/inquiries?page=2"');
    const second = await page("/admin/inquiries?page=2");
    expect(rowCount(second.html)).toBe(9);
    expect(countText(second.html)).toBe("Showing 26–34 of 34 inquiries");
    expect(second.html).toContain(ids.filler0!.reference);
    const big = await page("/admin/inquiries?size=50");
    expect(rowCount(big.html)).toBe(34);
  });

  it("filters by kind, status, category and text, finding a quote by its reference", async () => {
    expect(rowCount((await page("/admin/inquiries?kind=quote")).html)).toBe(1);
    expect(rowCount((await page("/admin/inquiries?kind=contact&size=50")).html)).toBe(33);
    const byReference = await page(`/admin/inquiries?q=${ids.quote!.reference.toLowerCase()}`);
    expect(rowCount(byReference.html)).toBe(1);
    expect(byReference.html).toContain(`href="/admin/inquiries/${ids.quote!.id}"`);
    expect(rowCount((await page("/admin/inquiries?category=Cleaning+Chemicals")).html)).toBe(1);
    expect(rowCount((await page("/admin/inquiries?category=Washroom+Hygiene")).html)).toBe(1);
    expect(rowCount((await page("/admin/inquiries?q=aisha+al-marri")).html)).toBe(1);
    expect(rowCount((await page("/admin/inquiries?q=pearl+towers")).html)).toBe(1);
    expect(rowCount((await page("/admin/inquiries?q=AISHA%40EXAMPLE")).html)).toBe(1);
    expect(rowCount((await page("/admin/inquiries?q=line+two")).html)).toBe(1);
    expect(rowCount((await page("/admin/inquiries?q=%D8%A2%D9%84%D8%A9")).html)).toBe(1);
    expect(rowCount((await page("/admin/inquiries?status=pending&size=50")).html)).toBe(34);
    expect(rowCount((await page("/admin/inquiries?status=closed")).html)).toBe(0);
  });

  it("shows each request's language and filters by it, in the address, the detail page and the export (issue 18)", async () => {
    await server.database.db.update(inquiries).set({ locale: "ar" }).where(eq(inquiries.id, ids.arabic!.id));
    try {
      const arabic = await page("/admin/inquiries?language=ar");
      expect(rowCount(arabic.html)).toBe(1);
      expect(arabic.html).toContain(`href="/admin/inquiries/${ids.arabic!.id}"`);
      expect(arabic.html).toMatch(/data-testid="inbox-language"[^>]*>Arabic</);
      expect(arabic.html).toMatch(/<option value="ar" selected="">Arabic<\/option>/);
      expect(arabic.html).toContain('href="/admin/inquiries/export.csv?language=ar"');
      const english = await page("/admin/inquiries?language=en&size=100");
      expect(rowCount(english.html)).toBe(33);
      expect(english.html).not.toContain(`href="/admin/inquiries/${ids.arabic!.id}"`);
      expect(rowCount((await page("/admin/inquiries?language=ar&kind=quote")).html)).toBe(0);
      const bad = await page("/admin/inquiries?language=fr");
      expect(bad.status).toBe(200);
      expect(bad.html).toContain("Language: Language is en (English) or ar (Arabic).");
      const detail = await page(`/admin/inquiries/${ids.arabic!.id}`);
      expect(detail.html).toMatch(/Language<\/dt><dd[^>]*>Arabic</);
      const csv = await (await get("/admin/inquiries/export.csv?language=ar")).text();
      const records = csv
        .slice(1)
        .split(/\r\n(?=[CQ]-\d{4}-|$)/)
        .filter(Boolean);
      expect(records[0]!.endsWith(",Message,Language")).toBe(true);
      expect(records).toHaveLength(2);
      expect(records[1]).toMatch(new RegExp(`^${ids.arabic!.reference},.*,Arabic$`, "s"));
    } finally {
      await server.database.db.update(inquiries).set({ locale: "en" }).where(eq(inquiries.id, ids.arabic!.id));
    }
  });

  it("treats % and _ in a search as text, not wildcards", async () => {
    expect(rowCount((await page("/admin/inquiries?q=100%25")).html)).toBe(1);
    expect(rowCount((await page("/admin/inquiries?q=n_C")).html)).toBe(1);
    expect(rowCount((await page("/admin/inquiries?q=%25%25")).html)).toBe(0);
    expect(rowCount((await page("/admin/inquiries?q=%25_")).html)).toBe(0);
    expect(rowCount((await page("/admin/inquiries?q=__")).html)).toBe(1);
  });

  it("counts whole days in the company's time zone (Asia/Qatar), both ends inclusive", async () => {
    // 20:59 UTC on 1 Nov is 23:59 in Doha; 21:00 UTC is already 2 Nov.
    const first = await page("/admin/inquiries?from=2026-11-01&to=2026-11-01");
    expect(rowCount(first.html)).toBe(1);
    expect(first.html).toContain(ids.quote!.reference);
    const second = await page("/admin/inquiries?from=2026-11-02&to=2026-11-02");
    expect(rowCount(second.html)).toBe(2);
    expect(second.html).toContain(ids.arabic!.reference);
    expect(rowCount((await page("/admin/inquiries?from=2026-11-02")).html)).toBe(3);
    expect(rowCount((await page("/admin/inquiries?to=2026-10-05")).html)).toBe(5);
  });

  it("answers bad filter values with a message and the unfiltered list, never an error", async () => {
    const bad = await page("/admin/inquiries?kind=letter&status=done&from=2026-02-30&page=-1&size=9999");
    expect(bad.status).toBe(200);
    expect(bad.html).toContain("Kind is contact or quote.");
    expect(bad.html).toContain("Use a date like 2026-11-25.");
    expect(rowCount(bad.html)).toBe(25);
    const past = await page("/admin/inquiries?page=99");
    expect(past.status).toBe(200);
    expect(rowCount(past.html)).toBe(0);
    const pastSearch = await page("/admin/inquiries?q=filler+person&page=9");
    expect(rowCount(pastSearch.html)).toBe(0);
    expect(countText(pastSearch.html)).toBe("30 inquiries; this page is past the end.");
    const searchPage = await page("/admin/inquiries?q=filler+person&page=2");
    expect(rowCount(searchPage.html)).toBe(5);
    expect(countText(searchPage.html)).toBe("Showing 26–30 of 30 inquiries");
    const none = await page("/admin/inquiries?q=no-such-text-anywhere");
    expect(none.html).toContain('data-testid="inbox-empty"');
    expect(countText(none.html)).toBe("0 inquiries");
  });

  it("links the export with the current filter", async () => {
    const { html } = await page("/admin/inquiries?kind=contact&q=filler&page=2&size=50");
    expect(html).toContain('href="/admin/inquiries/export.csv?q=filler&amp;kind=contact"');
  });

  it("exports every matching row (not one page) as UTF-8 CSV with a BOM, guarded against formulas", async () => {
    const response = await get("/admin/inquiries/export.csv?kind=contact");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toContain("no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    expect(
      text.startsWith("Reference,Kind,Status,Received (Asia/Qatar),First name,Last name,Email,Phone,Company,Category,"),
    ).toBe(true);
    const records = text.split(/\r\n(?=[CQ]-\d{4}-|$)/).filter(Boolean);
    expect(records).toHaveLength(1 + 33);
    expect(records[1]).toMatch(new RegExp(`^${ids.xss!.reference},contact,Pending,2026-11-03 12:00,`));
    expect(text).toContain(
      `${ids.arabic!.reference},contact,Pending,2026-11-02 00:00,عائشة,المري,filler@example.com,,"'=HYPERLINK(""http://evil"")",Equipments,,,,,"نحتاج آلة تنظيف, ""عاجل""\nشكرا"`,
    );
    expect(text).not.toContain(ids.quote!.reference);
    const quotes = await (await get("/admin/inquiries/export.csv?kind=quote")).text();
    expect(quotes).toContain(
      `${ids.quote!.reference},quote,Pending,2026-11-01 23:59,Aisha,Al-Marri,aisha@example.com,'+974 5555 1234,Pearl Towers FM,Quote Request,Hospitality & Hotels,Cleaning Chemicals,Small (1-10 units),Immediate (Within 1 month),"Line one\nLine two"`,
    );
    const empty = await (await get("/admin/inquiries/export.csv?q=no-such-text-anywhere")).text();
    expect(empty.split("\r\n").filter(Boolean)).toHaveLength(1);
  });

  it("exports more rows than one database batch without repeats or gaps", async () => {
    // Same created_at for many rows: the keyset cursor must also order by id.
    const db = server.database.db;
    await db.execute(sql`insert into inquiries (first_name, last_name, email, category, message, reference, created_at)
      select 'Bulk', 'Row', 'bulk@example.com', 'Chemicals', 'bulk', 'C-2025-' || lpad(n::text, 6, '0'), timestamptz '2025-06-01 10:00:00.123456+00'
      from generate_series(1, 2100) as n`);
    const text = await (await get("/admin/inquiries/export.csv?q=bulk%40example")).text();
    const references = text.match(/C-2025-\d{6}/g) ?? [];
    expect(references).toHaveLength(2100);
    expect(new Set(references).size).toBe(2100);
    await db.delete(inquiries).where(eq(inquiries.email, "bulk@example.com"));
  });

  it("shows every field of a quote, the message with its line breaks, and reply links naming the reference", async () => {
    const { status, html } = await page(`/admin/inquiries/${ids.quote!.id}`);
    expect(status).toBe(200);
    for (const value of [
      "Pearl Towers FM",
      "Hospitality &amp; Hotels",
      "Cleaning Chemicals",
      "Small (1-10 units)",
      "Immediate (Within 1 month)",
      "+974 5555 1234",
      "1 Nov 2026, 23:59",
    ])
      expect(html).toContain(value);
    expect(html).toMatch(/white-space|whitespace-pre-wrap/);
    expect(html).toContain("Line one\nLine two");
    expect(html).toContain(`href="mailto:aisha@example.com?subject=Your%20inquiry%20${ids.quote!.reference}"`);
    expect(html).toContain(
      `href="https://wa.me/97455551234?text=Hello%20Aisha%2C%20this%20is%20about%20your%20inquiry%20${ids.quote!.reference}."`,
    );
    const noPhone = await page(`/admin/inquiries/${ids.percent!.id}`);
    expect(noPhone.html).not.toContain("https://wa.me/");
  });

  it("shows markup stored in any field as text on the list and the detail page", async () => {
    for (const path of [`/admin/inquiries?q=${encodeURIComponent("<script>")}`, `/admin/inquiries/${ids.xss!.id}`]) {
      const { html } = await page(path);
      expect(html).toContain("&lt;script&gt;window.__xss=1&lt;/script&gt;");
      expect(html).toContain("&lt;img src=x onerror=window.__xss=1&gt;");
      expect(html).not.toContain("<script>window.__xss");
      expect(html).not.toContain("<img src=x");
      expect(html).not.toContain("<b>Bold</b>");
    }
  });

  it("answers 404 for an unknown or malformed inquiry id", async () => {
    expect((await page("/admin/inquiries/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await page("/admin/inquiries/not-a-uuid")).status).toBe(404);
    expect((await post("not-a-uuid", { intent: "note", body: "x" })).status).toBe(404);
    expect(
      (await post("00000000-0000-4000-8000-000000000000", { intent: "status", from: "pending", to: "in_progress" }))
        .status,
    ).toBe(404);
  });

  it("moves an inquiry through the workflow, recording each change with its author, time and note", async () => {
    const { id } = ids.quote!;
    const started = await post(id, { intent: "status", from: "pending", to: "in_progress", note: "Calling her today" });
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toBe(`/admin/inquiries/${id}`);
    expect(await statusOf(id)).toBe("in_progress");
    expect((await post(id, { intent: "status", from: "in_progress", to: "answered", note: "" })).status).toBe(303);
    expect((await post(id, { intent: "status", from: "answered", to: "closed" })).status).toBe(303);
    expect(await statusOf(id)).toBe("closed");
    const events = await eventsOf(id);
    expect(events.map((event) => [event.kind, event.fromStatus, event.toStatus, event.body])).toEqual(
      expect.arrayContaining([
        ["status", "pending", "in_progress", "Calling her today"],
        ["status", "in_progress", "answered", null],
        ["status", "answered", "closed", null],
      ]),
    );
    expect(new Set(events.map((event) => event.authorId)).size).toBe(1);
    const { html } = await page(`/admin/inquiries/${id}`);
    expect(html).toContain("Status Pending → In progress");
    expect(html).toContain("Mariam Staff (mariam@example.com)");
    expect(html).toContain("Calling her today");
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T/);
    expect(html).toContain(">Reopen</button>");
  });

  it("refuses a transition the workflow does not allow, changing nothing", async () => {
    const { id } = ids.percent!;
    const response = await post(id, { intent: "status", from: "pending", to: "closed" });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("An inquiry that is pending cannot be marked closed");
    expect(await statusOf(id)).toBe("pending");
    expect(await eventsOf(id)).toHaveLength(0);
    const unknown = await post(id, { intent: "status", from: "pending", to: "won" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Choose a status.");
  });

  it("refuses a change based on a stale status with a clear message", async () => {
    const { id } = ids.percent!;
    const response = await post(id, { intent: "status", from: "in_progress", to: "answered" });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("Someone else changed this inquiry meanwhile; it is now pending.");
    expect(await statusOf(id)).toBe("pending");
  });

  it("lets exactly one of two simultaneous changes win", async () => {
    const { id } = ids.arabic!;
    const answers = await Promise.all([
      post(id, { intent: "status", from: "pending", to: "in_progress" }),
      post(id, { intent: "status", from: "pending", to: "spam" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    const events = await eventsOf(id);
    expect(events).toHaveLength(1);
    expect(await statusOf(id)).toBe(events[0]!.toStatus);
  });

  it("records an internal note with its author and refuses an empty one", async () => {
    const { id } = ids.xss!;
    expect((await post(id, { intent: "note", body: "  Looks like a test by a developer.\nIgnore.  " })).status).toBe(
      303,
    );
    const [note] = await eventsOf(id);
    expect(note).toMatchObject({
      kind: "note",
      body: "Looks like a test by a developer.\nIgnore.",
      fromStatus: null,
      toStatus: null,
    });
    expect(note!.authorId).toBeTruthy();
    const empty = await post(id, { intent: "note", body: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Write the note first.");
    expect(await eventsOf(id)).toHaveLength(1);
    const { html } = await page(`/admin/inquiries/${id}`);
    expect(html).toContain("Looks like a test by a developer.\nIgnore.");
    expect(html).toContain("Mariam Staff (mariam@example.com)");
  });

  it("refuses a change posted from another site", async () => {
    const response = await fetch(`${server.baseUrl}/admin/inquiries/${ids.percent!.id}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=status&from=pending&to=spam",
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(await statusOf(ids.percent!.id)).toBe("pending");
  });
});
