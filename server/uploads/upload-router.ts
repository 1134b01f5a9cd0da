/** POST /api/admin/uploads: one image in, checked and stored under a generated key; 201 with its address or 4xx {message}. */
import express, { type Router } from "express";
import { UPLOAD_EXTENSIONS, UPLOAD_MESSAGES } from "~/content/uploads";
import type { Db } from "~server/db/client";
import type { Env } from "~server/env";
import type { SignedInStaff } from "~server/auth/sessions";
import { newUploadKey } from "~server/storage/object-storage";
import { storageFor } from "~server/storage/storage-config";
import { checkUpload } from "./check-upload";
import { readUploadBody } from "./read-upload-body";
import { recordUpload } from "./upload-log";

export const STORAGE_URL_PREFIX = "/api/storage/";

export function uploadRouter({ db, env }: { db: Db; env: Env }): Router {
  const router = express.Router();
  const storage = storageFor(env);

  router.post("/", async (req, res, next) => {
    const body = await readUploadBody(req);
    if (!body.ok) {
      // Whatever is left of a refused body is read and dropped, so the client sees the answer instead of a reset.
      req.resume();
      res.status(body.status).json({ message: body.message });
      return;
    }
    const verdict = await checkUpload(body.bytes);
    if (!verdict.ok) {
      res.status(verdict.status).json({ message: verdict.message });
      return;
    }
    const { key, id } = newUploadKey(UPLOAD_EXTENSIONS[verdict.contentType]);
    const url = STORAGE_URL_PREFIX + key;
    try {
      await storage.put(key, verdict.bytes, verdict.contentType);
    } catch (error) {
      console.error(`[uploads] ${(error as Error).message}`);
      res.status(503).json({ message: UPLOAD_MESSAGES.storageFailed });
      return;
    }
    const upload = {
      id,
      url,
      contentType: verdict.contentType,
      width: verdict.width,
      height: verdict.height,
      bytes: verdict.bytes.length,
    };
    try {
      await recordUpload(
        db,
        { ...upload, fileName: body.fileName?.slice(0, 255) ?? null },
        res.locals.staff as SignedInStaff,
      );
    } catch (error) {
      return next(error);
    }
    res
      .status(201)
      .location(url)
      .json({ url, width: upload.width, height: upload.height, contentType: upload.contentType, bytes: upload.bytes });
  });

  return router;
}
