/** The import page's action: upload → stored file + preview; confirm → apply the same file if its plan is still the one shown. */
import { data, redirect, type AppLoadContext } from "react-router";
import { IMPORT_TOO_LARGE_MESSAGE, MAX_IMPORT_BYTES } from "~/lib/admin/spreadsheet-columns";
import { confirmImportSchema, uploadFileSchema } from "~/lib/admin/spreadsheet-import-form";
import type { SignedInStaff } from "~server/auth/sessions";
import { applyFile, previewFile } from "./import-file";
import { previewView, type PreviewView } from "./preview-view";
import { discardUpload, loadUpload, saveUpload } from "./upload-store";
import { BodyTooLargeError, readLimitedFormData } from "./upload-body";
import { clip } from "./cell-rules";
import { MULTIPART_OVERHEAD } from "~server/http/body-limit";

export type ImportActionData =
  | { kind: "error"; message: string; fileErrors?: string[]; fileName?: string }
  | {
      kind: "preview";
      fileName: string;
      view: PreviewView;
      confirm: { uploadId: string; fingerprint: string } | null;
      notice?: string;
    };

export const IMPORT_DONE_PATH = "/admin/catalogue";

export async function importAction(context: AppLoadContext, request: Request, staff: SignedInStaff) {
  let form: FormData;
  try {
    form = await readLimitedFormData(request, MAX_IMPORT_BYTES + MULTIPART_OVERHEAD);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return failure(413, IMPORT_TOO_LARGE_MESSAGE);
    return failure(400, "The upload could not be read; choose the file and try again.");
  }
  return form.get("intent") === "apply" ? confirm(context, form, staff) : preview(context, form, staff);
}

async function preview(context: AppLoadContext, form: FormData, staff: SignedInStaff) {
  const file = form.get("file");
  if (!(file instanceof File) || file.name === "") return failure(400, "Choose a .csv or .xlsx file to import.");
  const checked = uploadFileSchema.safeParse({ name: file.name, size: file.size });
  if (!checked.success)
    return failure(
      checked.error.issues[0]?.message.includes("larger") ? 413 : 400,
      checked.error.issues[0]!.message,
      clip(file.name),
    );
  const bytes = Buffer.from(await file.arrayBuffer());
  const fileName = clip(file.name);
  const result = await previewFile(context.db, file.name, bytes);
  if (!result.ok)
    return data<ImportActionData>(
      {
        kind: "error",
        message: "The file cannot be imported as it is; nothing has been written.",
        fileErrors: result.fileErrors,
        fileName,
      },
      { status: 422 },
    );
  const { plan, fingerprint } = result;
  const writable = plan.counts.reject === 0 && plan.counts.create + plan.counts.update > 0;
  const uploadId = writable ? await saveUpload(context.env.DATA_DIR, staff.id, file.name, bytes) : null;
  return data<ImportActionData>({
    kind: "preview",
    fileName,
    view: previewView(plan),
    confirm: uploadId ? { uploadId, fingerprint } : null,
  });
}

async function confirm(context: AppLoadContext, form: FormData, staff: SignedInStaff) {
  const checked = confirmImportSchema.safeParse({
    uploadId: form.get("uploadId"),
    fingerprint: form.get("fingerprint"),
  });
  if (!checked.success) return failure(400, checked.error.issues[0]!.message);
  const { uploadId, fingerprint } = checked.data;
  const upload = await loadUpload(context.env.DATA_DIR, staff.id, uploadId);
  if (!upload)
    return failure(410, "This preview has expired (an hour) or was already imported; upload the file again.");
  const result = await applyFile(context.db, upload.fileName, upload.bytes, fingerprint, {
    id: staff.id,
    email: staff.email,
  });
  const fileName = clip(upload.fileName);
  if (!result.ok) return failure(422, "The file cannot be imported as it is; nothing has been written.", fileName);
  if (result.status === "failed") {
    await discardUpload(context.env.DATA_DIR, uploadId);
    return result.dataError
      ? failure(
          422,
          "The database refused a value in the file, so nothing has been written. Check the file for unusual characters and upload it again.",
          fileName,
        )
      : failure(
          503,
          "The database could not take the import just now; nothing has been written. Upload the file again in a moment.",
          fileName,
        );
  }
  if (result.status === "applied") {
    await discardUpload(context.env.DATA_DIR, uploadId);
    const { create, update, unchanged } = result.plan.counts;
    const params = new URLSearchParams({
      created: String(create),
      updated: String(update),
      unchanged: String(unchanged),
      brands: String(result.plan.newBrands.length),
    });
    throw redirect(`${IMPORT_DONE_PATH}?${params}`);
  }
  const writable =
    result.status === "stale" &&
    result.plan.counts.reject === 0 &&
    result.plan.counts.create + result.plan.counts.update > 0;
  if (!writable) await discardUpload(context.env.DATA_DIR, uploadId);
  return data<ImportActionData>(
    {
      kind: "preview",
      fileName,
      view: previewView(result.plan),
      confirm: writable ? { uploadId, fingerprint: result.fingerprint } : null,
      notice:
        "The catalogue changed since the preview, so nothing was written. Check the new preview below and confirm again.",
    },
    { status: 409 },
  );
}

function failure(status: number, message: string, fileName?: string) {
  return data<ImportActionData>({ kind: "error", message, ...(fileName ? { fileName } : {}) }, { status });
}
