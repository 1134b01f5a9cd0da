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

  it("reads TRUST_PROXY as no proxy, hops or proxy addresses, and stops on a bad value naming it", () => {
    expect(loadEnv({}).TRUST_PROXY).toEqual({ kind: "none" });
    expect(loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toEqual({ kind: "hops", hops: 1 });
    expect(loadEnv({ TRUST_PROXY: "10.0.0.0/8,fd00::/8" }).TRUST_PROXY).toEqual({
      kind: "addresses",
      addresses: ["10.0.0.0/8", "fd00::/8"],
    });
    expect(() => loadEnv({ TRUST_PROXY: "10.0.0.0/8,proxy.internal" })).toThrow(
      /TRUST_PROXY: "proxy\.internal" is not/,
    );
  });
});
