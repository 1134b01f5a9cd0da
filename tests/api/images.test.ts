import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET_MANIFEST } from "~/lib/images/asset-manifest.generated";
import { imageVariantUrl, type VariantFormat, type VariantWidth } from "~/lib/images/image-variants";
import { contentHashOf } from "~server/http/content-hash";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

const IMMUTABLE = "public, max-age=31536000, immutable";

function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

describe.each(DRIVERS)("image service (%s)", (driver) => {
  let server: TestServer;
  let photo: Buffer;
  let version: string;
  const variant = (
    width: VariantWidth,
    format: VariantFormat,
    v?: string,
    src = "/api/storage/uploads/hall-photo.png",
  ) => `${server.baseUrl}${imageVariantUrl(src, width, format, v)}`;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    // A 1000×750 raster upload with a gradient, so every encoder has real work.
    const pixels = Buffer.alloc(1000 * 750 * 3);
    for (let i = 0; i < pixels.length; i += 3) pixels.set([(i / 3) % 256, (i / 3000) % 256, 128], i);
    photo = await sharp(pixels, { raw: { width: 1000, height: 750, channels: 3 } })
      .png()
      .toBuffer();
    version = contentHashOf(photo);
    fs.mkdirSync(path.join(server.dataDir, "storage/uploads"), { recursive: true });
    fs.writeFileSync(path.join(server.dataDir, "storage/uploads/hall-photo.png"), photo);
    fs.writeFileSync(path.join(server.dataDir, "storage/uploads/broken.png"), "not an image");
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ["avif", "image/avif", "heif"],
    ["webp", "image/webp", "webp"],
    ["png", "image/png", "png"],
    ["jpeg", "image/jpeg", "jpeg"],
  ] as const)("resizes to %s at the asked width", async (format, contentType, sharpFormat) => {
    const response = await get(variant(320, format, version));
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe(contentType);
    const metadata = await sharp(response.body).metadata();
    expect(metadata.format).toBe(sharpFormat);
    expect([metadata.width, metadata.height]).toEqual([320, 240]);
    expect(response.body.length).toBeLessThan(photo.length);
  });

  it("never enlarges a source narrower than the asked width", async () => {
    const response = await get(variant(1920, "webp"));
    expect(response.status).toBe(200);
    expect((await sharp(response.body).metadata()).width).toBe(1000);
  });

  it("keeps variants on disk, keyed by the source's content", async () => {
    await get(variant(480, "avif"));
    expect(fs.existsSync(path.join(server.dataDir, "image-cache", version.slice(0, 2), `${version}-480.avif`))).toBe(
      true,
    );
  });

  it("is immutable for a year with the content version, revalidated without it, and answers If-None-Match with 304", async () => {
    const versioned = await get(variant(640, "webp", version));
    expect(versioned.headers["cache-control"]).toBe(IMMUTABLE);
    const plain = await get(variant(640, "webp"));
    expect(plain.headers["cache-control"]).toBe("public, max-age=3600, stale-while-revalidate=86400");
    const outdated = await get(variant(640, "webp", "0000000000000000"));
    expect(outdated.status).toBe(200);
    expect(outdated.headers["cache-control"]).not.toContain("immutable");
    const etag = String(plain.headers.etag);
    expect(etag).toBe(`"${version}-640-webp"`);
    const revalidated = await get(variant(640, "webp"), { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it.each([
    ["path traversal", "/api/images?src=/api/storage/../../etc/passwd.png&w=320&f=webp"],
    ["encoded traversal", "/api/images?src=%2Fapi%2Fstorage%2F%2E%2E%2F%2E%2E%2Fsecret.png&w=320&f=webp"],
    ["a foreign origin", "/api/images?src=https%3A%2F%2Fevil.example%2Fa.png&w=320&f=webp"],
    ["another folder", "/api/images?src=/media/showroom.png&w=320&f=webp"],
    ["an SVG", "/api/images?src=/attached_assets/products/canister.svg&w=320&f=webp"],
    ["an unlisted width", "/api/images?src=/api/storage/uploads/x.png&w=333&f=webp"],
    ["a huge width", "/api/images?src=/api/storage/uploads/x.png&w=100000&f=webp"],
    ["an unknown format", "/api/images?src=/api/storage/uploads/x.png&w=320&f=tiff"],
    ["a repeated parameter", "/api/images?src=/api/storage/uploads/x.png&w=320&w=640&f=webp"],
    ["no source", "/api/images?w=320&f=webp"],
  ])("refuses %s with 400 JSON", async (_label, query) => {
    const response = await get(server.baseUrl + query);
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(response.body.toString()).message).toEqual(expect.any(String));
  });

  it("answers a missing source with 404 and a stored file that is no image with 422, both JSON", async () => {
    const missing = await get(variant(320, "webp", undefined, "/api/storage/uploads/none.png"));
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString()).message).toBeTruthy();
    const broken = await get(variant(320, "webp", undefined, "/api/storage/uploads/broken.png"));
    expect(broken.status).toBe(422);
    expect(JSON.parse(broken.body.toString()).message).toBeTruthy();
  });

  it("refuses other methods with 405 JSON", async () => {
    const response = await fetch(variant(320, "webp"), { method: "DELETE" });
    expect(response.status).toBe(405);
    expect((await response.json()).message).toBeTruthy();
  });
});

describe("content-versioned static images", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver: "pglite" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    "/media/showroom.svg",
    "/placeholder-product.svg",
    "/attached_assets/products/canister.svg",
    "/api/storage/products/canister.svg",
  ])("%s is immutable with its manifest version and short-lived without", async (file) => {
    const versioned = await get(`${server.baseUrl}${file}?v=${ASSET_MANIFEST[file]!.v}`);
    expect(versioned.status).toBe(200);
    expect(versioned.headers["cache-control"]).toBe(IMMUTABLE);
    const plain = await get(server.baseUrl + file);
    expect(plain.status).toBe(200);
    expect(plain.headers["cache-control"]).not.toContain("immutable");
    const wrong = await get(`${server.baseUrl}${file}?v=0000000000000000`);
    expect(wrong.status).toBe(200);
    expect(wrong.headers["cache-control"]).not.toContain("immutable");
  });
});

describe("pages use responsive images", () => {
  let server: TestServer;
  const page = async (path: string) => (await fetch(server.baseUrl + path)).text();
  const images = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];

  beforeAll(async () => {
    server = await startTestServer({ driver: "pglite", pages: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(["/", "/products", "/category/equipments", "/solutions", "/get-quote"])(
    "%s: every image has width and height, at most one is high priority, the stylesheet is inline",
    async (path) => {
      const html = await page(path);
      for (const img of images(html)) expect(img, img).toMatch(/\swidth="\d+"[^>]*\sheight="\d+"/);
      const high = images(html).filter((img) => /fetchpriority="high"/i.test(img));
      expect(high.length).toBeLessThanOrEqual(1);
      if (path !== "/get-quote" && path !== "/solutions") expect(high).toHaveLength(1);
      expect(high[0] ?? "").not.toContain('loading="lazy"');
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(html).toMatch(/<style data-inline-stylesheet="">[^<]*\.grid\{/);
      // Shipped images are linked with their content version (immutable); the rest load lazily.
      expect(
        images(html)
          .filter((img) => /src="\/(attached_assets|media|api\/storage|placeholder)/.test(img))
          .every((img) => /\?v=[0-9a-f]{16}"/.test(img)),
      ).toBe(true);
    },
  );

  it("a product with a raster upload gets AVIF/WebP/PNG srcsets with sizes, exact box size and high priority", async () => {
    const pixels = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#3a7bd5" } })
      .png()
      .toBuffer();
    fs.mkdirSync(path.join(server.dataDir, "storage/uploads"), { recursive: true });
    fs.writeFileSync(path.join(server.dataDir, "storage/uploads/scrubber.png"), pixels);
    const [product] = (await (await fetch(`${server.baseUrl}/api/products?limit=1`)).json()) as Array<{ id: string }>;
    const { products } = await import("~server/db/schema");
    const { eq } = await import("drizzle-orm");
    await server.database.db
      .update(products)
      .set({ imageUrl: "/api/storage/uploads/scrubber.png" })
      .where(eq(products.id, product!.id));

    const html = await page(`/products/${product!.id}`);
    const picture = html.match(/<picture>.*?<\/picture>/s)?.[0] ?? "";
    expect(picture).toMatch(
      /<source type="image\/avif" srcSet="[^"]*f=avif 160w[^"]*f=avif 960w[^"]*" sizes="\(min-width: 1024px\) 600px, 100vw"/,
    );
    expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]*f=webp 320w/);
    const img = picture.match(/<img\b[^>]*>/)![0];
    expect(img).toMatch(/srcSet="[^"]*f=png 640w/);
    expect(img).toContain('width="600"');
    expect(img).toContain('height="450"');
    expect(img).toMatch(/fetchpriority="high"/i);
    expect(images(html).filter((tag) => /fetchpriority="high"/i.test(tag))).toHaveLength(1);

    const firstAvif = picture.match(/srcSet="([^ "]+) 160w/)![1]!.replaceAll("&amp;", "&");
    const variant = await fetch(server.baseUrl + firstAvif);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/avif");
  });
});
