import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

describe("loadEnv", () => {
  it("applies defaults and site overrides", () => {
    const env = loadEnv({ SITE_CITY: "Dubai" });
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.RATE_LIMIT_SUBMISSIONS_PER_MINUTE).toBe(10);
    expect(env.site.city).toBe("Dubai");
  });

  it("refuses bad values with a readable message", () => {
    expect(() => loadEnv({ PORT: "not-a-port" })).toThrow(/PORT/);
    expect(() => loadEnv({ SITE_EMAIL: "nope" })).toThrow(/email/);
    expect(() => loadEnv({ SITE_WHATSAPP_NUMBER: "+974 55" })).toThrow(/whatsappNumber/);
  });
});
