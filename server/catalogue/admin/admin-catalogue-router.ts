/**
 * /api/admin/products, /api/admin/brands and /api/admin/specification-labels: the back office's catalogue writes as
 * JSON (same services as the forms).
 */
import express, { type ErrorRequestHandler, type Response, type Router } from "express";
import { z } from "zod";
import type { Db } from "~server/db/client";
import { auditTrail } from "~server/audit/audit-log";
import { fieldErrors } from "~/lib/forms/fields";
import { parsePage, parseProductListQuery, parseStatus } from "~/lib/admin/product-list-query";
import { productInputSchema, productUpdateSchema } from "~/lib/admin/product-schema";
import { brandInputSchema, brandUpdateSchema } from "~/lib/admin/brand-schema";
import { specificationLabelsInputSchema } from "~/lib/admin/specification-labels-schema";
import { staffOf } from "~server/auth/staff-gate";
import {
  createProduct,
  deleteProduct,
  duplicateProduct,
  getProduct,
  listProducts,
  setProductActive,
  updateProduct,
} from "./product-admin";
import {
  countProductsOfBrand,
  createBrand,
  deleteBrand,
  getBrand,
  listBrands,
  setBrandActive,
  updateBrand,
} from "./brand-admin";
import { listSpecificationLabels, saveSpecificationLabels } from "./specification-labels-admin";
import type { WriteResult } from "./write-result";

const confirmSchema = z.object({
  confirmName: z.string({ error: "Send confirmName: the exact name, to confirm the deletion" }),
});

function answer<T>(
  res: Response,
  result: WriteResult<T>,
  status = 200,
  body: (value: T) => unknown = (value) => value,
): void {
  if (result.ok) res.status(status).json(body(result.value));
  else res.status(result.status).json({ message: result.message, ...(result.errors ? { errors: result.errors } : {}) });
}

function invalid(res: Response, error: z.ZodError): void {
  res.status(400).json({ message: error.issues[0]?.message ?? "Check the fields.", errors: fieldErrors(error) });
}

function queryParams(query: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>))
    if (typeof value === "string") params.set(key, value);
  return params;
}

export function adminCatalogueRouter(db: Db): Router {
  const router = express.Router();

  router.get("/products", async (req, res) => {
    const query = parseProductListQuery(queryParams(req.query));
    res.json({ ...(await listProducts(db, query)), page: query.page });
  });

  router.post("/products", async (req, res) => {
    const parsed = productInputSchema.safeParse(req.body);
    if (!parsed.success) return invalid(res, parsed.error);
    answer(res, await createProduct(db, staffOf(res), parsed.data), 201);
  });

  router.get("/products/:id", async (req, res) => {
    const product = await getProduct(db, req.params.id);
    if (!product) return void res.status(404).json({ message: "Product not found." });
    res.json({ ...product, history: await auditTrail(db, "product", product.id) });
  });

  router.put("/products/:id", async (req, res) => {
    const parsed = productUpdateSchema.safeParse(req.body);
    if (!parsed.success) return invalid(res, parsed.error);
    answer(res, await updateProduct(db, staffOf(res), req.params.id, parsed.data));
  });

  router.post("/products/:id/duplicate", async (req, res) =>
    answer(res, await duplicateProduct(db, staffOf(res), req.params.id), 201),
  );
  router.post("/products/:id/activate", async (req, res) =>
    answer(res, await setProductActive(db, staffOf(res), req.params.id, true)),
  );
  router.post("/products/:id/deactivate", async (req, res) =>
    answer(res, await setProductActive(db, staffOf(res), req.params.id, false)),
  );

  router.delete("/products/:id", async (req, res) => {
    const parsed = confirmSchema.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(res, parsed.error);
    answer(res, await deleteProduct(db, staffOf(res), req.params.id, parsed.data.confirmName));
  });

  router.get("/brands", async (req, res) => {
    const params = queryParams(req.query);
    const query = {
      q: (params.get("q") ?? "").trim().slice(0, 200),
      status: parseStatus(params.get("status")),
      page: parsePage(params.get("page")),
    };
    res.json({ ...(await listBrands(db, query)), page: query.page });
  });

  router.post("/brands", async (req, res) => {
    const parsed = brandInputSchema.safeParse(req.body);
    if (!parsed.success) return invalid(res, parsed.error);
    answer(res, await createBrand(db, staffOf(res), parsed.data), 201);
  });

  router.get("/brands/:id", async (req, res) => {
    const brand = await getBrand(db, req.params.id);
    if (!brand) return void res.status(404).json({ message: "Brand not found." });
    res.json({
      ...brand,
      productCount: await countProductsOfBrand(db, brand.name),
      history: await auditTrail(db, "brand", brand.id),
    });
  });

  router.put("/brands/:id", async (req, res) => {
    const parsed = brandUpdateSchema.safeParse(req.body);
    if (!parsed.success) return invalid(res, parsed.error);
    answer(res, await updateBrand(db, staffOf(res), req.params.id, parsed.data), 200, ({ brand, renamedProducts }) => ({
      ...brand,
      renamedProducts,
    }));
  });

  router.post("/brands/:id/activate", async (req, res) =>
    answer(res, await setBrandActive(db, staffOf(res), req.params.id, true)),
  );
  router.post("/brands/:id/deactivate", async (req, res) =>
    answer(res, await setBrandActive(db, staffOf(res), req.params.id, false)),
  );

  router.delete("/brands/:id", async (req, res) => {
    const parsed = confirmSchema.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(res, parsed.error);
    answer(res, await deleteBrand(db, staffOf(res), req.params.id, parsed.data.confirmName));
  });

  router.get("/specification-labels", async (_req, res) => {
    res.json({ labels: await listSpecificationLabels(db) });
  });

  router.put("/specification-labels", async (req, res) => {
    const parsed = specificationLabelsInputSchema.safeParse(req.body);
    if (!parsed.success) return invalid(res, parsed.error);
    answer(res, await saveSpecificationLabels(db, staffOf(res), parsed.data.labels));
  });

  // Writes are transactions, so a failure (database down, a trigger) changed nothing: say so in JSON, not an HTML page.
  const failed: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    console.error(`admin catalogue ${req.method} ${req.originalUrl} failed:`, error);
    res.status(503).json({ message: "The change could not be saved and nothing was changed. Please try again." });
  };
  router.use(failed);

  return router;
}
