import { describe, expect, it } from "vitest";
import { BodyTooLargeError, readLimitedFormData } from "./upload-body";

async function encoded(form: FormData): Promise<Request> {
  const request = new Request("http://site.test/admin/catalogue", { method: "POST", body: form });
  // A body as a server receives it: bytes with their content type.
  return new Request(request.url, {
    method: "POST",
    body: await request.arrayBuffer(),
    headers: { "content-type": request.headers.get("content-type")! },
  });
}

describe("readLimitedFormData", () => {
  it("reads fields and files (UTF-8 names, binary bytes, quotes) as the fetch API encodes them", async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x00, 0x0d, 0x0a, 0x2d, 0x2d, 0xff]);
    const form = new FormData();
    form.set("intent", "preview");
    form.set("note", 'سطر\r\nline "quoted"');
    form.set(
      "file",
      new File([bytes], 'كتالوج "2026".xlsx', {
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      }),
    );
    const read = await readLimitedFormData(await encoded(form), 1024 * 1024);
    expect(read.get("intent")).toBe("preview");
    expect(read.get("note")).toBe('سطر\r\nline "quoted"');
    const file = read.get("file") as File;
    expect(file.name).toBe('كتالوج "2026".xlsx');
    expect(file.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it("reads a browser's form without a chosen file as an empty file without a name", async () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\npreview\r\n--b\r\nContent-Disposition: form-data; name="file"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--b--\r\n';
    const read = await readLimitedFormData(
      new Request("http://site.test/", {
        method: "POST",
        body,
        headers: { "content-type": "multipart/form-data; boundary=b" },
      }),
      1024,
    );
    expect(read.get("intent")).toBe("preview");
    expect(read.get("file")).toBeInstanceOf(File);
    expect((read.get("file") as File).name).toBe("");
  });

  it("refuses a body over the limit and a multipart body without its closing delimiter", async () => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(2048)], "big.csv"));
    await expect(readLimitedFormData(await encoded(form), 1024)).rejects.toThrow(BodyTooLargeError);
    const request = await encoded(form);
    const truncated = new Request(request.url, {
      method: "POST",
      body: (await request.arrayBuffer()).slice(0, 500),
      headers: { "content-type": request.headers.get("content-type")! },
    });
    await expect(readLimitedFormData(truncated, 1024 * 1024)).rejects.toThrow(/never closed/);
  });
});
