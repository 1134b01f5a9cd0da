/**
 * The dashboard and the inbox's 24-hour promise through the real server (pages from the production build), on PGlite and
 * PostgreSQL. Every figure the dashboard shows is compared with an independent SQL query written here (not the production
 * functions): weekly counts, weekly medians, the overdue list, the top products. Then the inbox's sort by answer due and
 * its four filters by the latest quotation, and the first answer stamped by the workflow.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "~server/auth/sessions";
import { createStaffUser } from "~server/auth/staff-users";
import { inquiries, inquiryLines, products, quotations } from "~server/db/schema";
import { sessionPolicy } from "~server/env";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

const HOUR = 3_600_000;
const ZONE = "Asia/Qatar";

interface Seed {
  key: string;
  kind: "contact" | "quote";
  status: string;
  ageHours: number;
  /** Hours from arrival to the first answer; undefined: never answered. */
  answerHours?: number;
  /** Product index (into the picked products) or a product-less line name, with quantity. */
  lines?: Array<{ product?: number; name?: string; quantity: number }>;
}

/** Rows of the page's table `testid`: the week (data-week) or "", and each cell's text without tags. */
function tableRows(html: string, testid: string): Array<{ week: string; cells: string[]; html: string }> {
  const rows: Array<{ week: string; cells: string[]; html: string }> = [];
  const pattern = new RegExp(`<tr[^>]*data-testid="${testid}"(?: data-week="([\\d-]+)")?[^>]*>(.*?)</tr>`, "gs");
  for (const match of html.matchAll(pattern)) {
    const cells = [...match[2]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) =>
      cell[1]!
        .replace(/<!-- -->/g, "")
        .replace(/<[^>]+>/g, "")
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&")
        .trim(),
    );
    rows.push({ week: match[1] ?? "", cells, html: match[2]! });
  }
  return rows;
}

describe.each(DRIVERS)("dashboard and answer promise on %s", (driver) => {
  let server: TestServer;
  let cookie = "";
  let picked: Array<{ id: string; name: string; brand: string; serialNumber: string | null }> = [];
  const ids: Record<string, { id: string; reference: string }> = {};
  let serial = 0;

  const get = (path: string) => fetch(server.baseUrl + path, { headers: { Cookie: cookie }, redirect: "manual" });
  const page = async (path: string) => {
    const response = await get(path);
    return { status: response.status, html: await response.text() };
  };
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const db = () => server.database.db;

  async function insertSeed(seed: Seed, now: number) {
    serial += 1;
    const createdAt = new Date(now - seed.ageHours * HOUR);
    const reference = `${seed.kind === "quote" ? "Q" : "C"}-2026-${String(900000 + serial)}`;
    const [row] = await db()
      .insert(inquiries)
      .values({
        kind: seed.kind,
        reference,
        firstName: "Seed",
        lastName: seed.key,
        email: `${seed.key.toLowerCase()}@example.com`,
        category: seed.kind === "quote" ? "Quote Request" : "Chemicals",
        message: `Seeded ${seed.key}`,
        status: seed.status,
        createdAt,
        firstAnsweredAt:
          seed.answerHours === undefined ? null : new Date(createdAt.getTime() + seed.answerHours * HOUR),
      })
      .returning({ id: inquiries.id });
    ids[seed.key] = { id: row!.id, reference };
    let position = 0;
    for (const line of seed.lines ?? []) {
      position += 1;
      const product = line.product === undefined ? undefined : picked[line.product]!;
      await db()
        .insert(inquiryLines)
        .values({
          inquiryId: row!.id,
          position,
          productId: product?.id ?? null,
          name: line.name ?? product!.name,
          brand: product?.brand ?? "Other brand",
          serialNumber: product?.serialNumber ?? null,
          quantity: line.quantity,
        });
    }
  }

  beforeAll(async () => {
    server = await startTestServer({ driver, seed: true, pages: true });
    const user = await createStaffUser(db(), {
      email: "noura@example.com",
      password: "a-long-staff-password",
      name: "Noura Staff",
    });
    cookie = `staff_session=${await createSession(db(), user.id, sessionPolicy(server.env))}`;
    picked = await db()
      .select({ id: products.id, name: products.name, brand: products.brand, serialNumber: products.serialNumber })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(products.name)
      .limit(6);
    expect(picked).toHaveLength(6);

    const now = Date.now();
    const seeds: Seed[] = [];
    // 45 requests spread over 13 weeks and more: kinds, statuses, answer times, lines.
    for (let i = 0; i < 45; i += 1) {
      const ageHours = 30 + i * 49.5;
      const kind = i % 3 === 0 ? "contact" : "quote";
      const spam = i % 11 === 5;
      const open = i % 4 === 1;
      const answerHours = open ? undefined : [1.5, 3, 7, 20, 26, 40, 52][i % 7]!;
      seeds.push({
        key: `spread${i}`,
        kind,
        status: spam ? "spam" : open ? (i % 8 === 1 ? "pending" : "in_progress") : i % 2 ? "closed" : "answered",
        ageHours,
        answerHours,
        lines:
          kind === "quote"
            ? [
                { product: i % 5, quantity: (i % 4) + 1 },
                { product: (i + 2) % 5, quantity: 2 },
                ...(i % 6 === 2 ? [{ name: `Custom item ${i % 7}`, quantity: 10 }] : []),
              ]
            : undefined,
      });
    }
    // Around the promise's edge: not yet overdue, just overdue, overdue in progress, reopened after an answer.
    seeds.push(
      { key: "due3", kind: "quote", status: "pending", ageHours: 20.5, lines: [{ product: 5, quantity: 7 }] },
      { key: "almost", kind: "contact", status: "pending", ageHours: 23.5 },
      { key: "justOver", kind: "contact", status: "pending", ageHours: 24.5 },
      { key: "over6", kind: "quote", status: "in_progress", ageHours: 30.5 },
      { key: "reopened", kind: "quote", status: "in_progress", ageHours: 50, answerHours: 2 },
      { key: "fresh", kind: "contact", status: "pending", ageHours: 0.2 },
      // Old: outside the 12 weeks and the 90 days, but still overdue.
      {
        key: "ancient",
        kind: "quote",
        status: "pending",
        ageHours: 24 * 100,
        lines: [{ product: 0, quantity: 500 }],
      },
      // Spam names products too; it must not count.
      { key: "spamLines", kind: "quote", status: "spam", ageHours: 40, lines: [{ product: 4, quantity: 900 }] },
    );
    // Either side of a Sunday midnight in Doha three weeks ago (Saturday 23:30 and Sunday 00:30 local).
    const qatarNow = new Date(now + 3 * HOUR);
    const sundayUtcMidnight = Date.UTC(
      qatarNow.getUTCFullYear(),
      qatarNow.getUTCMonth(),
      qatarNow.getUTCDate() - qatarNow.getUTCDay() - 21,
    );
    const sundayStart = sundayUtcMidnight - 3 * HOUR;
    seeds.push(
      {
        key: "saturdayNight",
        kind: "contact",
        status: "closed",
        ageHours: (now - (sundayStart - 0.5 * HOUR)) / HOUR,
        answerHours: 9,
      },
      {
        key: "sundayMorning",
        kind: "contact",
        status: "closed",
        ageHours: (now - (sundayStart + 0.5 * HOUR)) / HOUR,
        answerHours: 11,
      },
    );
    for (const seed of seeds) await insertSeed(seed, now);
    // "Name as sent": one product's latest line under another name, and a product renamed since.
    const latestQuoteWithProduct1 = seeds.find((seed) => seed.lines?.some((line) => line.product === 1))!;
    await db()
      .update(inquiryLines)
      .set({ name: "Name As Sent Recently" })
      .where(
        sql`${inquiryLines.inquiryId} = ${ids[latestQuoteWithProduct1.key]!.id} and ${inquiryLines.productId} = ${picked[1]!.id}`,
      );
    await db().update(products).set({ name: "Renamed In Catalogue" }).where(eq(products.id, picked[2]!.id));
    // A product deleted since it was asked for: its lines keep their names, without a product.
    await db().delete(products).where(eq(products.id, picked[3]!.id));
  });
  afterAll(async () => {
    await server?.close();
  });

  it("sends an anonymous visitor of /admin to sign-in", async () => {
    const response = await fetch(`${server.baseUrl}/admin`, { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin/sign-in?next=${encodeURIComponent("/admin")}`);
  });

  it("opens /admin on the dashboard, with Dashboard in the navigation", async () => {
    const { status, html } = await page("/admin");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
    expect(html).toMatch(/<nav aria-label="Back office"[^>]*>.*href="\/admin"[^>]*>Dashboard<\/a>/s);
    expect(html).toMatch(/<figure[^>]*aria-labelledby="requests-caption"/);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Bar chart of requests per week/);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Line chart of the median hours/);
    expect(html).toContain('data-testid="promise-line"');
  });

  it("counts requests per week (Sunday to Saturday in Doha), contact and quote, as an independent query does", async () => {
    const { html } = await page("/admin");
    const expected = rows<{ week: string; contact: string | number; quote: string | number }>(
      await db().execute(sql`
        with local as (select (now() at time zone ${ZONE}) as moment),
        this_week as (select moment::date - extract(dow from moment)::int as sunday from local),
        weeks as (select (sunday - 7 * n) as week from this_week, generate_series(0, 11) as n),
        arrivals as (
          select kind, (created_at at time zone ${ZONE})::date
            - extract(dow from (created_at at time zone ${ZONE}))::int as week
          from inquiries where status <> 'spam'
        )
        select weeks.week::text as week,
          (select count(*) from arrivals a where a.week = weeks.week and a.kind = 'contact') as contact,
          (select count(*) from arrivals a where a.week = weeks.week and a.kind = 'quote') as quote
        from weeks order by weeks.week`),
    ).map((row) => ({ week: row.week, contact: Number(row.contact), quote: Number(row.quote) }));
    const shown = tableRows(html, "requests-row").map((row) => ({
      week: row.week,
      contact: Number(row.cells[1]),
      quote: Number(row.cells[2]),
      total: Number(row.cells[3]),
    }));
    expect(shown).toEqual(expected.map((row) => ({ ...row, total: row.contact + row.quote })));
    // The seed reaches every week, and the two requests either side of a Sunday midnight land in different weeks.
    expect(shown.filter((row) => row.total > 0).length).toBeGreaterThanOrEqual(11);
    const saturday = rows<{ week: string }>(
      await db().execute(sql`select ((created_at at time zone ${ZONE})::date
        - extract(dow from (created_at at time zone ${ZONE}))::int)::text as week
        from inquiries where reference in (${ids.saturdayNight!.reference}, ${ids.sundayMorning!.reference})
        order by created_at`),
    ).map((row) => row.week);
    expect(saturday[1]).not.toBe(saturday[0]);
    expect(shown.map((row) => row.week)).toEqual(expect.arrayContaining(saturday));
    // One bar per week and series, its value as in the table.
    const bars = [...html.matchAll(/<rect[^>]*data-value="(\d+)"/g)].map((match) => Number(match[1]));
    expect(bars).toEqual(shown.flatMap((row) => [row.contact, row.quote]));
  });

  it("shows each week's median hours to a first answer as an independent query computes it", async () => {
    const { html } = await page("/admin");
    // The median by hand: the middle value, or the mean of the two middle values, of each week's answered requests.
    const medians = rows<{ week: string; median: string | number }>(
      await db().execute(sql`
        with answered as (
          select (created_at at time zone ${ZONE})::date - extract(dow from (created_at at time zone ${ZONE}))::int as week,
            extract(epoch from first_answered_at - created_at) / 3600.0 as hours
          from inquiries where status <> 'spam' and first_answered_at is not null
        ),
        ranked as (
          select week, hours, row_number() over (partition by week order by hours) as position,
            count(*) over (partition by week) as answered
          from answered
        )
        select week::text as week, avg(hours) as median from ranked
        where position in ((answered + 1) / 2, (answered + 2) / 2) group by week`),
    );
    const counts = rows<{ week: string; received: string | number; answered: string | number }>(
      await db().execute(sql`
        select ((created_at at time zone ${ZONE})::date - extract(dow from (created_at at time zone ${ZONE}))::int)::text as week,
          count(*) as received, count(*) filter (where first_answered_at is not null) as answered
        from inquiries where status <> 'spam' group by 1`),
    );
    const shown = tableRows(html, "answer-time-row");
    expect(shown).toHaveLength(12);
    let withMedian = 0;
    for (const row of shown) {
      const median = medians.find((candidate) => candidate.week === row.week);
      const count = counts.find((candidate) => candidate.week === row.week);
      expect(Number(row.cells[1]), row.week).toBe(Number(count?.received ?? 0));
      expect(Number(row.cells[2]), row.week).toBe(Number(count?.answered ?? 0));
      if (median) {
        withMedian += 1;
        const expected = Math.round(Number(median.median) * 10) / 10;
        expect(Number.parseFloat(row.cells[3]!), row.week).toBe(expected);
        expect(row.html.includes("over the promise"), row.week).toBe(expected > 24);
      } else expect(row.cells[3], row.week).toBe("no answer yet");
    }
    expect(withMedian).toBeGreaterThanOrEqual(10);
    // One point per week with a median, at its value.
    const points = [...html.matchAll(/data-testid="answer-time-point" data-value="([\d.]+)"/g)].map((match) =>
      Number(match[1]),
    );
    expect(points).toEqual(
      shown.filter((row) => row.cells[3] !== "no answer yet").map((row) => Number.parseFloat(row.cells[3]!)),
    );
    // The two requests either side of Sunday midnight were answered in 9 and 11 hours, each alone in its week or not:
    // either way, their weeks differ, so the figures above already prove the split.
  });

  it("lists the requests overdue now, most overdue first, linked to their pages", async () => {
    const { html } = await page("/admin");
    const expected = rows<{ id: string; reference: string }>(
      await db().execute(sql`
        select id::text as id, reference from inquiries
        where status in ('pending', 'in_progress') and first_answered_at is null
          and created_at + interval '24 hours' <= now()
        order by created_at, id`),
    );
    expect(expected.length).toBeGreaterThan(5);
    const shown = tableRows(html, "overdue-row");
    expect(shown.map((row) => row.cells[0])).toEqual(expected.map((row) => row.reference));
    for (const [index, row] of shown.entries())
      expect(row.html).toContain(`href="/admin/inquiries/${expected[index]!.id}"`);
    expect(html.replace(/<!-- -->/g, "")).toMatch(new RegExp(`Overdue now <span[^>]*>\\(${expected.length}\\)`));
    const references = shown.map((row) => row.cells[0]);
    expect(references).toContain(ids.justOver!.reference);
    expect(references).toContain(ids.ancient!.reference);
    for (const key of ["almost", "due3", "reopened", "fresh", "spamLines"])
      expect(references).not.toContain(ids[key]!.reference);
    const over6 = shown.find((row) => row.cells[0] === ids.over6!.reference)!;
    expect(over6.cells[4]).toBe("overdue by 6 h");
    expect(shown[0]!.cells[4]).toBe("overdue by 99 days");
    expect(html).toContain('href="/admin/inquiries?sort=due"');
  });

  it("ranks the 10 most requested products of the last 90 days as an independent query does", async () => {
    const { html } = await page("/admin");
    const expected = rows<{
      product_id: string | null;
      name: string;
      requests: string | number;
      quantity: string | number;
    }>(
      await db().execute(sql`
        with recent as (
          select l.*, i.created_at from inquiry_lines l join inquiries i on i.id = l.inquiry_id
          where i.status <> 'spam' and i.created_at > now() - interval '90 days'
        )
        select (array_agg(p.id::text))[1] as product_id,
          (array_agg(recent.name order by recent.created_at desc))[1] as name,
          count(distinct recent.inquiry_id) as requests, sum(recent.quantity) as quantity
        from recent left join products p on p.id = recent.product_id
        group by case when recent.product_id is null then 'n/' || lower(recent.name) else recent.product_id::text end
        order by requests desc, quantity desc, lower((array_agg(recent.name order by recent.created_at desc))[1])
        limit 10`),
    );
    const shown = tableRows(html, "top-product-row");
    expect(
      shown.map((row) => [row.cells[1]!.replace(" (no longer in the catalogue)", ""), row.cells[4], row.cells[5]]),
    ).toEqual(expected.map((row) => [row.name, String(Number(row.requests)), String(Number(row.quantity))]));
    for (const [index, row] of shown.entries()) {
      const productId = expected[index]!.product_id;
      if (productId) expect(row.html).toContain(`href="/admin/products/${productId}"`);
      else {
        expect(row.html).not.toContain("href=");
        expect(row.cells[1]).toContain("(no longer in the catalogue)");
      }
    }
    // The seed makes these cases real: more than 10 candidates, a deleted product, names as sent.
    const candidates = rows<{ n: string | number }>(
      await db().execute(sql`select count(distinct coalesce(l.product_id::text, lower(l.name))) as n
        from inquiry_lines l join inquiries i on i.id = l.inquiry_id
        where i.status <> 'spam' and i.created_at > now() - interval '90 days'`),
    );
    expect(Number(candidates[0]!.n)).toBeGreaterThan(10);
    expect(shown).toHaveLength(10);
    const names = shown.map((row) => row.cells[1]);
    expect(names).toContain("Name As Sent Recently");
    expect(names).toContain(picked[2]!.name);
    expect(names).not.toContain("Renamed In Catalogue");
    expect(names).toContain(`${picked[3]!.name} (no longer in the catalogue)`);
  });

  it("shows each open request's age against the promise in the inbox", async () => {
    const { html } = await page("/admin/inquiries?size=100");
    const cellOf = (key: string) => {
      const row = tableRows(html, "inbox-row").find((candidate) => candidate.cells[0]!.includes(ids[key]!.reference));
      return row?.html.match(/data-testid="answer-due"[^>]*>(.*?)<\/td>/s)?.[1]?.replace(/<[^>]+>/g, "");
    };
    expect(cellOf("due3")).toBe("due in 3 h");
    // Seconds pass between the seed and this page: minutes are matched loosely, hours have half an hour of room.
    expect(cellOf("almost")).toMatch(/^due in (2\d|30) min$/);
    expect(cellOf("over6")).toBe("overdue by 6 h");
    expect(cellOf("justOver")).toMatch(/^overdue by (3\d) min$/);
    expect(cellOf("fresh")).toBe("due in 23 h");
    expect(cellOf("reopened")).toBe("—Not waiting for a first answer");
  });

  it("sorts the inbox by answer due: waiting requests most overdue first, then the rest newest first", async () => {
    const waiting = rows<{ reference: string }>(
      await db().execute(sql`select reference from inquiries
        where status in ('pending', 'in_progress') and first_answered_at is null order by created_at asc`),
    ).map((row) => row.reference);
    const others = rows<{ reference: string }>(
      await db().execute(sql`select reference from inquiries
        where not (status in ('pending', 'in_progress') and first_answered_at is null) order by created_at desc`),
    ).map((row) => row.reference);
    const shown: string[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const { html } = await page(`/admin/inquiries?sort=due&size=25&page=${pageNumber}`);
      const references = [...html.matchAll(/data-testid="inbox-row".*?>([CQ]-\d{4}-\d{6})</gs)].map((m) => m[1]!);
      if (pageNumber === 1) expect(html).toContain('href="/admin/inquiries?sort=due&amp;page=2"');
      if (!references.length) break;
      shown.push(...references);
    }
    expect(shown).toEqual([...waiting, ...others]);
    // Newest first stays the default; oldest first is there too.
    const newest = (await page("/admin/inquiries?size=100")).html;
    const oldest = (await page("/admin/inquiries?size=100&sort=oldest")).html;
    const order = (html: string) => [...html.matchAll(/>([CQ]-\d{4}-\d{6})</g)].map((m) => m[1]!);
    expect(order(oldest)).toEqual([...order(newest)].reverse());
    expect(order(oldest)[0]).toBe(ids.ancient!.reference);
  });

  describe("filters by the latest quotation", () => {
    const quotation = (inquiryId: string, version: number, status: string, validUntil: string) => ({
      inquiryId,
      version,
      status,
      validUntil,
      subtotal: "100.00",
      total: "100.00",
      terms: "Terms",
    });

    beforeAll(async () => {
      const [{ today }] = rows<{ today: string }>(
        await db().execute(sql`select (now() at time zone ${ZONE})::date::text as today`),
      ) as [{ today: string }];
      const day = (offset: number) =>
        new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
      const now = Date.now();
      const keys = ["qAwaiting", "qAccepted", "qDeclined", "qExpired", "qAwaitingAgain", "qToday", "qContact", "qNone"];
      for (const [index, key] of keys.entries())
        await insertSeed(
          {
            key,
            kind: key === "qContact" ? "contact" : "quote",
            status: "answered",
            ageHours: 5 + index,
            answerHours: 1,
          },
          now,
        );
      await db()
        .insert(quotations)
        .values([
          quotation(ids.qAwaiting!.id, 1, "sent", day(10)),
          quotation(ids.qAccepted!.id, 1, "sent", day(10)),
          quotation(ids.qAccepted!.id, 2, "accepted", day(10)),
          quotation(ids.qDeclined!.id, 1, "declined", day(10)),
          quotation(ids.qExpired!.id, 1, "sent", day(-1)),
          // An older accepted version does not count: the latest is sent and valid.
          quotation(ids.qAwaitingAgain!.id, 1, "accepted", day(10)),
          quotation(ids.qAwaitingAgain!.id, 2, "sent", day(20)),
          // Valid through today: still awaiting the buyer; its older expired version does not count.
          quotation(ids.qToday!.id, 1, "sent", day(-5)),
          quotation(ids.qToday!.id, 2, "sent", day(0)),
          quotation(ids.qContact!.id, 1, "sent", day(-3)),
        ]);
    });

    /** The references an independent query finds for a state, from each request's highest version. */
    async function expectedFor(state: string, kind?: string): Promise<string[]> {
      const result = await db().execute(sql`
        with latest as (
          select distinct on (inquiry_id) inquiry_id, status, valid_until from quotations
          order by inquiry_id, version desc
        )
        select i.reference from latest join inquiries i on i.id = latest.inquiry_id
        where case ${state}
          when 'awaiting' then latest.status = 'sent' and latest.valid_until >= (now() at time zone ${ZONE})::date
          when 'expired' then latest.status = 'sent' and latest.valid_until < (now() at time zone ${ZONE})::date
          else latest.status = ${state} end
          and (${kind ?? null}::text is null or i.kind = ${kind ?? null})
        order by i.reference`);
      return rows<{ reference: string }>(result).map((row) => row.reference);
    }
    const listed = async (query: string) =>
      [...(await page(`/admin/inquiries?size=100&${query}`)).html.matchAll(/>([CQ]-\d{4}-\d{6})</g)]
        .map((m) => m[1]!)
        .sort();

    it.each([
      ["awaiting", ["qAwaiting", "qAwaitingAgain", "qToday"]],
      ["accepted", ["qAccepted"]],
      ["declined", ["qDeclined"]],
      ["expired", ["qExpired", "qContact"]],
    ])("%s", async (state, keys) => {
      const expected = await expectedFor(state);
      expect(expected).toEqual(keys.map((key) => ids[key]!.reference).sort());
      expect(await listed(`quotation=${state}`)).toEqual(expected);
    });

    it("combines with the other filters, the sort and the CSV export, and names the filter in the form", async () => {
      const expected = await expectedFor("expired", "quote");
      expect(expected).toEqual([ids.qExpired!.reference]);
      expect(await listed("quotation=expired&kind=quote&sort=due")).toEqual(expected);
      const { html } = await page("/admin/inquiries?quotation=expired&kind=quote&sort=due");
      expect(html).toContain('href="/admin/inquiries/export.csv?kind=quote&amp;quotation=expired"');
      expect(html).toMatch(/<option value="expired" selected="">Expired<\/option>/);
      expect(html).toMatch(/<option value="due" selected="">Answer due \(most overdue first\)<\/option>/);
      const csv = await (await get("/admin/inquiries/export.csv?kind=quote&quotation=expired")).text();
      expect(csv.match(/[CQ]-\d{4}-\d{6}/g)).toEqual(expected);
      const awaitingCsv = await (await get("/admin/inquiries/export.csv?quotation=awaiting")).text();
      expect(awaitingCsv.match(/[CQ]-\d{4}-\d{6}/g)?.sort()).toEqual(await expectedFor("awaiting"));
    });

    it("answers an unknown state with a message and the unfiltered list", async () => {
      const { status, html } = await page("/admin/inquiries?quotation=won");
      expect(status).toBe(200);
      expect(html).toContain("Quotation is awaiting, accepted, declined or expired.");
    });
  });

  it("stamps the first answer when the workflow moves a request to answered, and keeps it after a reopen", async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${server.baseUrl}/admin/inquiries/${ids.due3!.id}`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      });
    const firstAnswer = async () =>
      (await db().select({ at: inquiries.firstAnsweredAt }).from(inquiries).where(eq(inquiries.id, ids.due3!.id)))[0]!
        .at;
    expect(await firstAnswer()).toBeNull();
    expect((await post({ intent: "status", from: "pending", to: "in_progress" })).status).toBe(303);
    expect(await firstAnswer()).toBeNull();
    expect((await post({ intent: "status", from: "in_progress", to: "answered" })).status).toBe(303);
    const stamped = await firstAnswer();
    expect(stamped).toBeInstanceOf(Date);
    // Stamped in the same transaction as the history row that records the move.
    const [event] = rows<{ created_at: unknown }>(
      await db().execute(sql`select created_at::text as created_at from inquiry_events
        where inquiry_id = ${ids.due3!.id} and to_status = 'answered'`),
    );
    const [stampText] = rows<{ at: unknown }>(
      await db().execute(sql`select first_answered_at::text as at from inquiries where id = ${ids.due3!.id}`),
    );
    expect(stampText!.at).toBe(event!.created_at);
    expect((await post({ intent: "status", from: "answered", to: "in_progress" })).status).toBe(303);
    expect((await post({ intent: "status", from: "in_progress", to: "answered" })).status).toBe(303);
    expect((await firstAnswer())!.getTime()).toBe(stamped!.getTime());
    // Answered: no longer waiting, so neither due in the inbox nor overdue on the dashboard.
    const { html } = await page(`/admin/inquiries?q=${ids.due3!.reference}`);
    expect(html).toContain("Not waiting for a first answer");
  });
});

describe("chart code in the browser build", () => {
  const assets = "build/client/assets";
  /** Every script a set of modules reaches through static and dynamic imports of sibling chunks. */
  function reachable(start: string[]): Set<string> {
    const seen = new Set<string>();
    const queue = start.map((file) => path.basename(file));
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const code = fs.readFileSync(path.join(assets, file), "utf8");
      for (const match of code.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g)) queue.push(match[1]!);
    }
    return seen;
  }
  const hasChart = (file: string) => {
    const code = fs.readFileSync(path.join(assets, file), "utf8");
    return code.includes("promise-line") || code.includes("Line chart of the median");
  };

  it("stays out of every public page's scripts and is in the dashboard's route module only", () => {
    const manifestFile = fs.readdirSync(assets).find((file) => /^manifest-.*\.js$/.test(file));
    expect(manifestFile, "run `npm run build` first").toBeTruthy();
    const text = fs.readFileSync(path.join(assets, manifestFile!), "utf8");
    const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
      entry: { module: string; imports: string[] };
      routes: Record<string, { module: string; imports?: string[] }>;
    };
    const publicRoutes = Object.entries(manifest.routes).filter(([id]) => !id.startsWith("routes/admin/"));
    expect(publicRoutes.length).toBeGreaterThan(10);
    const publicScripts = reachable([
      manifest.entry.module,
      ...manifest.entry.imports,
      ...publicRoutes.flatMap(([, route]) => [route.module, ...(route.imports ?? [])]),
    ]);
    expect(publicScripts.size).toBeGreaterThan(10);
    expect([...publicScripts].filter(hasChart)).toEqual([]);
    const dashboard = manifest.routes["routes/admin/index"]!;
    expect(hasChart(path.basename(dashboard.module))).toBe(true);
  });
});
