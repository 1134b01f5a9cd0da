import { describe, expect, it } from "vitest";
import { brandFormValues } from "./brand-form-data";
import { brandInputSchema, brandUpdateSchema } from "./brand-schema";

describe("brandInputSchema", () => {
  it("needs a name and turns blank optional fields into nothing", () => {
    expect(brandInputSchema.safeParse({ name: "  " }).success).toBe(false);
    expect(brandInputSchema.parse({ name: " Nordvac ", description: "", website: "" })).toEqual({ name: "Nordvac", description: undefined, website: undefined, logoUrl: undefined });
  });

  it("validates the website and the logo address", () => {
    expect(brandInputSchema.safeParse({ name: "A", website: "nordvac.se" }).success).toBe(false);
    expect(brandInputSchema.safeParse({ name: "A", logoUrl: "data:image/png;base64,AAAA" }).success).toBe(false);
    expect(brandInputSchema.parse({ name: "A", website: "https://nordvac.example", logoUrl: "/attached_assets/logos/a.svg" })).toMatchObject({ website: "https://nordvac.example" });
  });
});

describe("brandUpdateSchema", () => {
  it("needs the version and takes the rename choice", () => {
    expect(brandUpdateSchema.safeParse({ name: "A" }).success).toBe(false);
    expect(brandUpdateSchema.parse({ name: "A", expectedUpdatedAt: "2026-11-25T01:00:00.000Z", renameProducts: true }).renameProducts).toBe(true);
    expect(brandUpdateSchema.safeParse({ name: "A", expectedUpdatedAt: "2026-11-25T01:00:00.000Z", renameProducts: "yes" }).success).toBe(false);
  });
});

describe("brandFormValues", () => {
  it("reads the two checkboxes", () => {
    const data = new FormData();
    data.set("name", "B");
    data.set("renameProducts", "on");
    expect(brandFormValues(data)).toMatchObject({ name: "B", isActive: false, renameProducts: true });
  });
});
