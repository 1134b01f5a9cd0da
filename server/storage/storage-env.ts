/** The storage settings of the environment, spread into server/env.ts's schema (kept apart so env.ts imports no storage code). */
import { z } from "zod";

const flag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

export const STORAGE_ENV = {
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  STORAGE_S3_ENDPOINT: z.string().url().optional(),
  STORAGE_S3_BUCKET: z.string().min(3).max(63).optional(),
  STORAGE_S3_REGION: z.string().min(1).default("us-east-1"),
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STORAGE_S3_PATH_STYLE: flag.default(false),
};
