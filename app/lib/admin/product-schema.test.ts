import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/forms/parse-form";
import { productFormSchema, productInputSchema, productUpdateFormSchema, productUpdateSchema } from "./product-schema";
import { IMAGE_ADDRESS_MESSAGE } from "./product-fields";

const valid = { name: "Nordvac Pro 30", brand: "Nordvac", category: "Equipments" };

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

describe("productInputSchema", () => {
  it("accepts the required fields alone and fills empty lists", () => {
    const parsed = productInputSchema.parse(valid);
    expect(parsed).toEqual({ ...valid, description: "", features: [], specifications: [] });
  });

  it("names every missing required field", () => {
    const result = productInputSchema.safeParse({ name: " ", brand: "", category: "Toys" });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["name", "brand", "category"]));
    expect(result.error!.issues.find((issue) => issue.path[0] === "category")!.message).toBe(
      "Choose a category from the list",
    );
  });

  it("turns textarea lines into trimmed lists without blanks, and keeps arrays from the API", () => {
    const parsed = productInputSchema.parse({
      ...valid,
      features: " Quiet \r\n\n Long battery \n",
      specifications: ["Power: 1200 W", "  ", "Weight: 9 kg"],
    });
    expect(parsed.features).toEqual(["Quiet", "Long battery"]);
    expect(parsed.specifications).toEqual(["Power: 1200 W", "Weight: 9 kg"]);
  });

  it("limits list sizes and line lengths", () => {
    expect(
      productInputSchema.safeParse({ ...valid, features: Array.from({ length: 51 }, (_, i) => `f${i}`) }).success,
    ).toBe(false);
    expect(productInputSchema.safeParse({ ...valid, features: ["x".repeat(301)] }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...valid, features: [42] }).success).toBe(false);
  });

  it("accepts image addresses from storage, bundled assets and the web only", () => {
    for (const imageUrl of [
      "/api/storage/products/a.webp",
      "/attached_assets/x.svg",
      "/placeholder-product.svg",
      "https://cdn.example.com/a.jpg",
    ]) {
      expect(productInputSchema.parse({ ...valid, imageUrl }).imageUrl).toBe(imageUrl);
    }
    for (const imageUrl of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example/x.png",
      "ftp://x/y.png",
      "/api/storage/../secret",
      "https://a b.com/x.png",
      "attached_assets/x.svg",
    ]) {
      expect(productInputSchema.safeParse({ ...valid, imageUrl }).error?.issues[0]?.message).toBe(
        IMAGE_ADDRESS_MESSAGE,
      );
    }
    expect(productInputSchema.parse({ ...valid, imageUrl: "  " }).imageUrl).toBeUndefined();
  });

  it("validates the product page address", () => {
    expect(productInputSchema.safeParse({ ...valid, productUrl: "www.example.com" }).error?.issues[0]?.message).toBe(
      "Enter a full web address starting with https://",
    );
    expect(productInputSchema.parse({ ...valid, productUrl: "https://example.com/p/1" }).productUrl).toBe(
      "https://example.com/p/1",
    );
  });

  it("normalises prices to two decimals and refuses what decimal(10,2) cannot hold", () => {
    expect(productInputSchema.parse({ ...valid, price: "1,250.5" }).price).toBe("1250.50");
    expect(productInputSchema.parse({ ...valid, price: 99 }).price).toBe("99.00");
    for (const price of ["-1", "12.345", "123456789", "ten"]) {
      const result = productInputSchema.safeParse({ ...valid, price });
      expect(result.error?.issues[0]?.message).toBe(
        "Enter a price like 1250.00 (at most 2 decimals, below 100,000,000)",
      );
    }
  });

  it("refuses control characters in single-line fields", () => {
    expect(productInputSchema.safeParse({ ...valid, name: "Bad\u0000name" }).success).toBe(false);
  });
});

describe("productUpdateSchema", () => {
  it("needs the version the editor started from", () => {
    expect(productUpdateSchema.safeParse(valid).success).toBe(false);
    expect(productUpdateSchema.safeParse({ ...valid, expectedUpdatedAt: "yesterday" }).success).toBe(false);
    expect(productUpdateSchema.safeParse({ ...valid, expectedUpdatedAt: "2026-11-25T01:00:00.123Z" }).success).toBe(
      true,
    );
  });
});

describe("productFormSchema", () => {
  it("reads the posted text as typed and the checkbox as ticked or not", () => {
    const ticked = parseForm(form({ ...valid, features: "x\ny", isActive: "on" }), productFormSchema);
    expect(ticked.status === "success" && ticked.value).toMatchObject({ features: ["x", "y"], isActive: true });
    const unticked = parseForm(form(valid), productFormSchema);
    expect(unticked.status === "success" && unticked.value.isActive).toBe(false);
  });

  it("names the missing version of a save as missing, also when the hidden field is blank", () => {
    for (const fields of [valid, { ...valid, expectedUpdatedAt: "" }]) {
      const submission = parseForm(form(fields), productUpdateFormSchema);
      expect(submission.status !== "success" && submission.error?.expectedUpdatedAt).toEqual([
        "The form is missing its version; reload the page",
      ]);
    }
    expect(
      parseForm(form({ ...valid, expectedUpdatedAt: "2026-01-01T00:00:00.000Z" }), productUpdateFormSchema).status,
    ).toBe("success");
  });

  it("answers errors in the editor's field order, so the first is the first invalid field on the page", () => {
    const submission = parseForm(
      form({ name: "", brand: "", serialNumber: "x".repeat(101), category: "Toys", price: "ten" }),
      productFormSchema,
    );
    expect(Object.keys(submission.status !== "success" ? (submission.error ?? {}) : {})).toEqual([
      "name",
      "brand",
      "serialNumber",
      "category",
      "price",
    ]);
  });

  it("reads the Arabic edition: absent keeps (undefined), blank is none (null), text as typed within the English limits", () => {
    const absent = productInputSchema.parse(valid);
    for (const field of ["nameAr", "descriptionAr", "featuresAr", "specificationsAr"] as const)
      expect(absent[field], field).toBeUndefined();
    expect(
      productInputSchema.parse({ ...valid, nameAr: " ", descriptionAr: null, featuresAr: "\n", specificationsAr: [] }),
    ).toMatchObject({ nameAr: null, descriptionAr: null, featuresAr: null, specificationsAr: null });
    expect(
      productInputSchema.parse({
        ...valid,
        nameAr: " مِكْنَسَة Nordvac Pro 30 ",
        descriptionAr: "سطر\r\nسطر ثانٍ",
        featuresAr: "هادئة\n\n خفيفة ",
        specificationsAr: ["القدرة: 1200 واط"],
      }),
    ).toMatchObject({
      nameAr: "مِكْنَسَة Nordvac Pro 30",
      descriptionAr: "سطر\nسطر ثانٍ",
      featuresAr: ["هادئة", "خفيفة"],
      specificationsAr: ["القدرة: 1200 واط"],
    });
    const refused = productInputSchema.safeParse({
      ...valid,
      nameAr: "م".repeat(201),
      featuresAr: Array.from({ length: 51 }, () => "ميزة"),
    });
    expect(refused.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["nameAr", "Must be at most 200 characters"],
      ["featuresAr", "At most 50 Arabic features"],
    ]);
    // The form posts every field, so a blank Arabic field there clears it.
    const submission = parseForm(form({ ...valid, nameAr: "", descriptionAr: "" }), productFormSchema);
    expect(submission.status === "success" && submission.value).toMatchObject({ nameAr: null, descriptionAr: null });
  });
});
