import { describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getJson } from "./api-client";

const respond = (status: number, body: string, statusText = "") =>
  vi.fn(async () => new Response(body, { status, statusText }));

describe("api client (spec 7.1)", () => {
  it("sends JSON with credentials and returns the response", async () => {
    const fetcher = respond(201, '{"id":"1"}');
    const response = await apiRequest("POST", "/api/inquiries", { a: 1 }, fetcher);
    expect(response.status).toBe(201);
    expect(fetcher).toHaveBeenCalledWith("/api/inquiries", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
    });
  });

  it("reads by joining the query key with /", async () => {
    const fetcher = respond(200, '[{"name":"Nordvac"}]');
    await expect(getJson(["/api", "brands"], fetcher)).resolves.toEqual([{ name: "Nordvac" }]);
    expect(fetcher).toHaveBeenCalledWith(
      "/api/brands",
      expect.objectContaining({ method: "GET", credentials: "include", body: undefined }),
    );
  });

  it("raises '{status}: {text}' once, without retrying", async () => {
    const fetcher = respond(400, '{"message":"Please check the highlighted fields."}', "Bad Request");
    const error = (await apiRequest("POST", "/api/inquiries", {}, fetcher).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('400: {"message":"Please check the highlighted fields."}');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("falls back to the status text for an empty body", async () => {
    const error = (await getJson(["/api/products"], respond(503, "", "Service Unavailable")).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.message).toBe("503: Service Unavailable");
  });
});
