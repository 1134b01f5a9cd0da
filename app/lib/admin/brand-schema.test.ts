import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/forms/parse-form";
import { brandInputSchema, brandUpdateFormSchema, brandUpdateSchema } from "./brand-schema";

describe("brandInputSchema", () => {
  it("needs a name and turns blank optional fields into nothing", () => {
    expect(brandInputSchema.safeParse({ name: "  " }).success).toBe(false);
    expect(brandInputSchema.parse({ name: " Nordvac ", description: "", website: "" })).toEqual({
      name: "Nordvac",
      description: undefined,
      website: undefined,
      logoUrl: undefined,
    });
  });

  it("validates the website and the logo address", () => {
    expect(brandInputSchema.safeParse({ name: "A", website: "nordvac.se" }).success).toBe(false);
    expect(brandInputSchema.safeParse({ name: "A", logoUrl: "data:image/png;base64,AAAA" }).success).toBe(false);
    expect(
      brandInputSchema.parse({
        name: "A",
        website: "https://nordvac.example",
        logoUrl: "/attached_assets/logos/a.svg",
      }),
    ).toMatchObject({ website: "https://nordvac.example" });
  });
});

describe("brandUpdateSchema", () => {
  it("needs the version and takes the rename choice", () => {
    expect(brandUpdateSchema.safeParse({ name: "A" }).success).toBe(false);
    expect(
      brandUpdateSchema.parse({ name: "A", expectedUpdatedAt: "2026-11-25T01:00:00.000Z", renameProducts: true })
        .renameProducts,
    ).toBe(true);
    expect(
      brandUpdateSchema.safeParse({ name: "A", expectedUpdatedAt: "2026-11-25T01:00:00.000Z", renameProducts: "yes" })
        .success,
    ).toBe(false);
  });
});

describe("brandUpdateFormSchema", () => {
  it("reads the two checkboxes: ticked is on, unticked is absent", () => {
    const data = new FormData();
    data.set("name", "B");
    data.set("renameProducts", "on");
    data.set("expectedUpdatedAt", "2026-11-25T01:00:00.000Z");
    const submission = parseForm(data, brandUpdateFormSchema);
    expect(submission.status === "success" && submission.value).toMatchObject({
      name: "B",
      isActive: false,
      renameProducts: true,
    });
  });
});
