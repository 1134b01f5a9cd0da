import { describe, expect, it } from "vitest";
import { loadEnv } from "~server/env";
import { createStorage } from "./storage-config";

describe("storage configuration", () => {
  it("uses the local folder by default", () => {
    expect(createStorage(loadEnv({ DATA_DIR: "/tmp/x" })).driver).toBe("local");
  });

  it("names every missing S3 setting when STORAGE_DRIVER=s3", () => {
    expect(() =>
      createStorage(loadEnv({ DATA_DIR: "/tmp/x", STORAGE_DRIVER: "s3", STORAGE_S3_BUCKET: "images" })),
    ).toThrow(
      /STORAGE_S3_ENDPOINT: required when STORAGE_DRIVER=s3[\s\S]*STORAGE_S3_ACCESS_KEY_ID[\s\S]*STORAGE_S3_SECRET_ACCESS_KEY/,
    );
  });

  it("refuses an unknown driver and a bad path-style flag at start-up", () => {
    expect(() => loadEnv({ STORAGE_DRIVER: "ftp" })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadEnv({ STORAGE_S3_PATH_STYLE: "yes" })).toThrow(/STORAGE_S3_PATH_STYLE/);
  });

  it("builds an S3 storage from complete settings", () => {
    const env = loadEnv({
      DATA_DIR: "/tmp/x",
      STORAGE_DRIVER: "s3",
      STORAGE_S3_ENDPOINT: "https://s3.example.com",
      STORAGE_S3_BUCKET: "images",
      STORAGE_S3_ACCESS_KEY_ID: "id",
      STORAGE_S3_SECRET_ACCESS_KEY: "secret",
      STORAGE_S3_PATH_STYLE: "1",
    });
    expect(env.STORAGE_S3_PATH_STYLE).toBe(true);
    expect(createStorage(env).driver).toBe("s3");
  });
});
