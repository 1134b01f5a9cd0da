import { describe, expect, it } from "vitest";
import { UPLOAD_MESSAGES } from "~/content/uploads";
import { checkBeforeUpload, readUploadAnswer, uploadPercent } from "./upload-client";

describe("checkBeforeUpload", () => {
  it("refuses empty and oversized files before sending them", () => {
    expect(checkBeforeUpload({ size: 0 })).toBe(UPLOAD_MESSAGES.empty);
    expect(checkBeforeUpload({ size: 10 * 1024 * 1024 + 1 })).toBe("Images can be at most 10 MB.");
    expect(checkBeforeUpload({ size: 10 * 1024 * 1024 })).toBeNull();
  });
});

describe("readUploadAnswer", () => {
  it("returns the stored image of a 201", () => {
    const image = {
      url: "/api/storage/uploads/2026/11/a.png",
      width: 1,
      height: 2,
      contentType: "image/png",
      bytes: 3,
    };
    expect(readUploadAnswer(201, JSON.stringify(image))).toEqual({ ok: true, image });
  });

  it("shows the server's message, and sensible ones for answers that are not ours", () => {
    expect(readUploadAnswer(415, JSON.stringify({ message: UPLOAD_MESSAGES.notAnImage }))).toEqual({
      ok: false,
      message: UPLOAD_MESSAGES.notAnImage,
    });
    expect(readUploadAnswer(413, "<html>Request Entity Too Large</html>")).toEqual({
      ok: false,
      message: UPLOAD_MESSAGES.tooLarge,
    });
    expect(readUploadAnswer(0, "")).toEqual({ ok: false, message: UPLOAD_MESSAGES.network });
    expect(readUploadAnswer(502, "Bad gateway")).toEqual({ ok: false, message: UPLOAD_MESSAGES.storageFailed });
    expect(readUploadAnswer(201, JSON.stringify({ url: "javascript:alert(1)", contentType: "x" }))).toMatchObject({
      ok: false,
    });
  });
});

describe("uploadPercent", () => {
  it("rounds and clamps", () => {
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 0)).toBe(0);
    expect(uploadPercent(7, 5)).toBe(100);
  });
});
