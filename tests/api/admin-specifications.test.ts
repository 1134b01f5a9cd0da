/**
 * Issue 19, specifications as rows: the product form posts rows and the texts and rows are stored (its list buttons
 * work without JavaScript); /admin/specifications and its JSON API file labels under groups, audited, and the public
 * product page's table follows; the product page's HTML has the table with row headers and JSON-LD
 * additionalProperty in both editions.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, products, productSpecifications, specificationLabels } from "~server/db/schema";
import { SPECIFICATION_GROUP_NAMES } from "~/content/specifications";
import { SPECIFICATION_ROW_MESSAGES } from "~/lib/admin/specification-rows-schema";
import { DRIVERS, startTestServer, type TestServer } from "./harness";
import { publicGet, signedInAdmin, type AdminClient } from "./admin-catalogue-support";

/** A form's fields as the browser posts them: specification rows as spec[i].field. */
function formBody(fields: Record<string, string>, rows: Array<Record<string, string>> = []): string {
  const body = new URLSearchParams(fields);
  rows.forEach((row, index) => {
    for (const [name, value] of Object.entries(row)) body.append(`spec[${index}].${name}`, value);
  });
  return body.toString();
}

const blankRow = { label: "", amount: "", unit: "", labelAr: "", amountAr: "", unitAr: "" };
const PRODUCT = { intent: "save", brand: "Nordvac", category: "Equipments", isActive: "on" };

/**
 * The fields a browser would post for a page's form: inputs with their values, selects with their selected option.
 * Enough for the server-rendered back-office forms here (no checkboxes, one form).
 */
function formFieldsOf(html: string): Map<string, string> {
  const fields = new Map<string, string>();
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  for (const [tag] of html.matchAll(/<input[^>]*>/g)) {
    const name = attribute(tag, "name");
    if (name) fields.set(name, (attribute(tag, "value") ?? "").replace(/&amp;/g, "&").replace(/&quot;/g, '"'));
  }
  for (const [, tag, options] of html.matchAll(/(<select[^>]*>)(.*?)<\/select>/gs)) {
    const name = attribute(tag!, "name");
    const selected = /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(options!)?.[1];
    if (name && selected !== undefined) fields.set(name, selected);
  }
  return fields;
}

/** The opening tag of the form control named `name` ("" when there is none). */
function controlTag(html: string, name: string): string {
  return (
    [...html.matchAll(/<(?:input|select|textarea)\b[^>]*>/g)].find(([tag]) => tag.includes(` name="${name}"`))?.[0] ??
    ""
  );
}

/** The JSON-LD blocks of a page. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The specification table's HTML. */
function tableOf(html: string): string {
  return /<table[^>]*data-testid="specification-table"[^>]*>.*?<\/table>/s.exec(html)?.[0] ?? "";
}

describe.each(DRIVERS)("specification rows in the back office and on the product page on %s", (driver) => {
  let server: TestServer;
  let admin: AdminClient;

  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true });
    admin = (await signedInAdmin(server)).client;
  });
  afterAll(async () => {
    await server?.close();
  });

  const storedRows = (id: string) =>
    server.database.db
      .select()
      .from(productSpecifications)
      .where(eq(productSpecifications.productId, id))
      .orderBy(asc(productSpecifications.position));

  it("the product form's rows become the two texts and the stored rows; the editor shows them again as rows", async () => {
    const created = await admin(
      "POST",
      "/admin/products/new",
      formBody({ ...PRODUCT, name: "Rows Made Scrubber" }, [
        {
          label: "Working width",
          amount: "430",
          unit: "mm",
          labelAr: "عرض العمل",
          amountAr: "430",
          unitAr: "ملم",
        },
        { ...blankRow, label: "Tank", amount: "2,5", unit: "L" },
        blankRow,
        { ...blankRow, amount: "Made in Sweden" },
      ]),
    );
    expect(created.status).toBe(302);
    const [row] = await server.database.db.select().from(products).where(eq(products.name, "Rows Made Scrubber"));
    expect(row).toMatchObject({
      specifications: "Working width: 430 mm\nTank: 2,5 L\nMade in Sweden",
      specificationsAr: "عرض العمل: 430 ملم",
    });
    expect(
      (await storedRows(row!.id)).map(({ key, value, valueAr, numericValue, unitCode }) => ({
        key,
        value,
        valueAr,
        numericValue,
        unitCode,
      })),
    ).toEqual([
      { key: "working width", value: "430 mm", valueAr: "430 ملم", numericValue: 430, unitCode: "MMT" },
      { key: "tank", value: "2,5 L", valueAr: null, numericValue: 2.5, unitCode: "LTR" },
      { key: null, value: "Made in Sweden", valueAr: null, numericValue: null, unitCode: null },
    ]);
    const editor = await admin("GET", `/admin/products/${row!.id}`);
    expect(controlTag(editor.text, "spec[0].unit")).toContain('value="mm"');
    expect(controlTag(editor.text, "spec[0].labelAr")).toMatch(/lang="ar" dir="rtl"/);
    expect(controlTag(editor.text, "spec[0].labelAr")).toContain('value="عرض العمل"');
    expect(controlTag(editor.text, "spec[2].amount")).toContain('value="Made in Sweden"');
    // Then blank rows to type in.
    expect(controlTag(editor.text, "spec[4].label")).not.toContain("value=");
  });

  it("without JavaScript, Add row answers the form again with one more row and what was typed, saving nothing", async () => {
    const typed = { ...blankRow, label: "Noise", amount: "62", unit: "dB(A)" };
    const answer = await admin(
      "POST",
      "/admin/products/new",
      `${formBody({ ...PRODUCT, name: "Rows Unsaved Vacuum" }, [typed])}&__intent__=${encodeURIComponent(
        JSON.stringify({ type: "insert", payload: { name: "spec" } }),
      )}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('value="Rows Unsaved Vacuum"');
    expect(controlTag(answer.text, "spec[0].label")).toContain('value="Noise"');
    expect(controlTag(answer.text, "spec[0].unit")).toContain('value="dB(A)"');
    expect(controlTag(answer.text, "spec[2].label")).toBe("");
    // The new row's label has the focus, and no field message is shown before a save.
    expect(controlTag(answer.text, "spec[1].label")).toContain("autofocus");
    expect(answer.text).not.toContain('data-testid="error-');
    expect(await server.database.db.select().from(products).where(eq(products.name, "Rows Unsaved Vacuum"))).toEqual(
      [],
    );
  });

  it("answers a bad row with 400 and the message next to its field, storing nothing", async () => {
    const answer = await admin(
      "POST",
      "/admin/products/new",
      formBody({ ...PRODUCT, name: "Rows Refused Mop" }, [
        { ...blankRow, label: "Width: max", amount: "4" },
        { ...blankRow, label: "Tank" },
      ]),
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('data-testid="error-spec[0].label"');
    expect(answer.text).toContain(SPECIFICATION_ROW_MESSAGES.labelColon);
    expect(answer.text).toContain('data-testid="error-spec[1].amount"');
    expect(answer.text).toContain(SPECIFICATION_ROW_MESSAGES.valueRequired);
    expect(await server.database.db.select().from(products).where(eq(products.name, "Rows Refused Mop"))).toEqual([]);
  });

  it("the product page shows a table with row headers and JSON-LD additionalProperty, in both editions", async () => {
    const { json: created } = await admin("POST", "/api/admin/products", {
      name: "Rows Table Scrubber",
      brand: "Nordvac",
      category: "Equipments",
      specifications: ["Working width: 430 mm", "Tank: 30 L", "Stroke rate: 2,000 strokes/min", "Made in Sweden"],
      specificationsAr: ["عرض العمل: 430 ملم"],
    });
    const english = await publicGet(server, `/products/${created.id}`);
    const table = tableOf(english.text);
    expect(table).toMatch(/aria-labelledby="product-specifications"/);
    expect(table).toMatch(/<th scope="row"[^>]*>Working width<\/th><td[^>]*>430 mm<\/td>/);
    expect(table).toMatch(/<th scope="row"[^>]*>Tank<\/th><td[^>]*>30 L<\/td>/);
    expect(table).toMatch(/<td colSpan="2"[^>]*>Made in Sweden<\/td>|<td colspan="2"[^>]*>Made in Sweden<\/td>/i);
    // More than one group: each is a row group under its name.
    expect(table).toMatch(new RegExp(`<th scope="rowgroup"[^>]*>${SPECIFICATION_GROUP_NAMES.en.performance}</th>`));
    expect(table).toMatch(new RegExp(`<th scope="rowgroup"[^>]*>${SPECIFICATION_GROUP_NAMES.en.capacity}</th>`));
    expect(table).not.toMatch(/lang="/);
    const product = jsonLdOf(english.text).find((data) => data["@type"] === "Product")!;
    expect(product.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "Working width", value: 430, unitCode: "MMT" },
      { "@type": "PropertyValue", name: "Tank", value: 30, unitCode: "LTR" },
      { "@type": "PropertyValue", name: "Stroke rate", value: 2000, unitText: "strokes/min" },
    ]);

    const arabic = await publicGet(server, `/ar/products/${created.id}`);
    const arabicTable = tableOf(arabic.text);
    expect(arabicTable).toMatch(/<th scope="row"[^>]*>عرض العمل<\/th><td[^>]*>430 ملم<\/td>/);
    // No Arabic written for the tank: the English, marked as English.
    expect(arabicTable).toMatch(
      /<th scope="row"[^>]*><span lang="en" dir="ltr">Tank<\/span><\/th><td[^>]*><span lang="en" dir="ltr">30 L<\/span><\/td>/,
    );
    expect(arabicTable).toMatch(
      new RegExp(`<th scope="rowgroup"[^>]*>${SPECIFICATION_GROUP_NAMES.ar.performance}</th>`),
    );
    const arabicProduct = jsonLdOf(arabic.text).find((data) => data["@type"] === "Product")!;
    expect(arabicProduct.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "عرض العمل", value: 430, unitCode: "MMT" },
      { "@type": "PropertyValue", name: "Tank", value: 30, unitCode: "LTR" },
      { "@type": "PropertyValue", name: "Stroke rate", value: 2000, unitText: "strokes/min" },
    ]);
  });

  it("/admin/specifications files labels under groups, audited, and the product page's table follows at once", async () => {
    const { json: created } = await admin("POST", "/api/admin/products", {
      name: "Rows Grouped Vacuum",
      brand: "Nordvac",
      category: "Equipments",
      specifications: ["Zeta rating: 5", "Alpha rating: 7"],
    });
    const tableText = async () =>
      tableOf((await publicGet(server, `/products/${created.id}`)).text).replace(/<[^>]+>/g, "|");
    // Both labels are in the general group by default: one group, no headings, in line order.
    expect(await tableText()).toMatch(/Zeta rating\|+5\|+Alpha rating\|+7/);
    expect(await tableText()).not.toContain(SPECIFICATION_GROUP_NAMES.en.general);

    const page = await admin("GET", "/admin/specifications");
    expect(page.status).toBe(200);
    const fields = formFieldsOf(page.text);
    const at = (key: string) => /^labels\[(\d+)\]/.exec([...fields].find(([, value]) => value === key)![0])![1]!;
    const alpha = at("alpha rating");
    // As a browser posts the page after staff chose a group and typed an order for one label.
    fields.set(`labels[${alpha}].group`, "performance");
    fields.set(`labels[${alpha}].position`, "1");
    const saved = await admin("POST", "/admin/specifications", new URLSearchParams([...fields]).toString());
    expect(saved.status).toBe(302);
    const placeOf = async (key: string) =>
      (await server.database.db.select().from(specificationLabels).where(eq(specificationLabels.key, key)))[0];
    expect(await placeOf("alpha rating")).toMatchObject({ groupId: "performance", position: 1 });
    // Only the changed label was written.
    expect(await placeOf("zeta rating")).toBeUndefined();
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, "specification-label"));
    expect(audits.map((audit) => audit.changes)).toEqual([
      { "alpha rating: group": ["general", "performance"], "alpha rating: order": [0, 1] },
    ]);
    // Two groups now: Performance (alpha) before General (zeta), each under its heading.
    expect(await tableText()).toMatch(
      new RegExp(
        `${SPECIFICATION_GROUP_NAMES.en.performance}\\|+Alpha rating\\|+7.*${SPECIFICATION_GROUP_NAMES.en.general}\\|+Zeta rating\\|+5`,
      ),
    );

    // The page as it was before that save is refused for the label it would overwrite, and nothing changes.
    fields.set(`labels[${alpha}].group`, "capacity");
    const stale = await admin("POST", "/admin/specifications", new URLSearchParams([...fields]).toString());
    expect(stale.status).toBe(409);
    expect(stale.text).toContain("Someone else saved a change");
    expect(await placeOf("alpha rating")).toMatchObject({ groupId: "performance" });

    // Move up, without JavaScript: the page's fields and the button; the group is numbered in its new order.
    const fresh = formFieldsOf((await admin("GET", "/admin/specifications")).text);
    const general = (await admin("GET", "/api/admin/specification-labels")).json.labels
      .filter((row: { group: string }) => row.group === "general")
      .map((row: { key: string }) => row.key) as string[];
    const zetaPlace = general.indexOf("zeta rating");
    expect(zetaPlace).toBeGreaterThan(0);
    const zeta = /^labels\[(\d+)\]/.exec([...fresh].find(([, value]) => value === "zeta rating")![0])![1]!;
    fresh.set("move", `${zeta}:up`);
    const moved = await admin("POST", "/admin/specifications", new URLSearchParams([...fresh]).toString());
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(
      "/admin/specifications?notice=moved&label=zeta%20rating&direction=up#label-zeta-rating",
    );
    expect(await placeOf("zeta rating")).toMatchObject({ groupId: "general", position: zetaPlace });
    expect(await placeOf(general[zetaPlace - 1]!)).toMatchObject({ position: zetaPlace + 1 });
  });

  it("the labels API lists keys with spellings, products and units, and files labels by key", async () => {
    const written = [
      { specifications: ["Rinse Hold: 12 s"], specificationsAr: ["مدة الشطف: 12 ثانية"] },
      { specifications: ["Rinse hold: 20 min"], specificationsAr: ["مدة الشطف: 20 دقيقة"] },
      { specifications: ["Rinse hold: 15 s"] },
    ];
    for (const [index, texts] of written.entries())
      await admin("POST", "/api/admin/products", {
        name: `Rows API Rinser ${index}`,
        brand: "Nordvac",
        category: "Equipments",
        ...texts,
      });
    const list = await admin("GET", "/api/admin/specification-labels");
    expect(list.status).toBe(200);
    const rinse = (list.json.labels as Array<Record<string, unknown>>).find((row) => row.key === "rinse hold");
    // The commonest spelling of the key in each language, the products that carry it, and its units.
    expect(rinse).toEqual({
      key: "rinse hold",
      label: "Rinse hold",
      labelAr: "مدة الشطف",
      products: 3,
      units: ["min", "s"],
      group: "general",
      position: 0,
      filed: false,
    });
    const put = await admin("PUT", "/api/admin/specification-labels", {
      labels: [{ key: "Rinse Hold (s)", group: "performance", position: 3 }],
    });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ saved: ["rinse hold"] });
    const bad = await admin("PUT", "/api/admin/specification-labels", {
      labels: [{ key: "rinse hold", group: "toys", position: 1 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toEqual(expect.any(String));
    expect((await publicGet(server, "/api/admin/specification-labels")).status).toBe(401);
    const after = await admin("GET", "/api/admin/specification-labels");
    expect((after.json.labels as Array<Record<string, unknown>>).find((row) => row.key === "rinse hold")).toMatchObject(
      {
        group: "performance",
        position: 3,
        filed: true,
      },
    );
  });
});
