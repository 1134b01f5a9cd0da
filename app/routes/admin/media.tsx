import { useState } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/media";
import { ImageUploadField } from "~/components/admin/image-upload-field";
import { MEDIA_PAGE_TEXT } from "~/content/uploads";
import { requireStaff } from "~server/auth/require-staff";
import { formatBytes } from "~/lib/admin/format-bytes";
import { pageMeta } from "~/lib/seo";
import { recentUploads } from "~server/uploads/upload-log";

export const meta = () =>
  pageMeta({ title: MEDIA_PAGE_TEXT.title, description: MEDIA_PAGE_TEXT.intro, noindex: true, locale: "en" });

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const uploads = await recentUploads(context.db);
  return { uploads: uploads.map((upload) => ({ ...upload, uploadedAt: upload.uploadedAt.toISOString() })) };
}

function CopyAddress({ url, label }: { url: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={async () => {
        await navigator.clipboard.writeText(url);
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      }}
      aria-label={`${MEDIA_PAGE_TEXT.copy}: ${label}`}
      className="rounded border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 hover:bg-slate-100"
    >
      <span aria-live="polite">{copied ? MEDIA_PAGE_TEXT.copied : MEDIA_PAGE_TEXT.copy}</span>
    </button>
  );
}

export default function MediaPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { uploads } = loaderData;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{MEDIA_PAGE_TEXT.title}</h1>
        <p className="mt-1 text-slate-700">{MEDIA_PAGE_TEXT.intro}</p>
      </div>
      <section
        className="max-w-2xl space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        aria-labelledby="add-image"
      >
        <h2 id="add-image" className="text-xl font-semibold text-slate-900">
          {MEDIA_PAGE_TEXT.uploadHeading}
        </h2>
        <ImageUploadField
          name="imageUrl"
          label={MEDIA_PAGE_TEXT.uploadLabel}
          onUploaded={() => revalidator.revalidate()}
        />
      </section>
      <section aria-labelledby="recent-uploads">
        <h2 id="recent-uploads" className="text-xl font-semibold text-slate-900">
          {MEDIA_PAGE_TEXT.recentHeading}
        </h2>
        {uploads.length === 0 ? (
          <p className="mt-3 text-slate-700">{MEDIA_PAGE_TEXT.empty}</p>
        ) : (
          <table className="mt-3 w-full border-collapse bg-white text-start text-sm" data-testid="recent-uploads">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="p-2">
                  {MEDIA_PAGE_TEXT.columns.image}
                </th>
                <th scope="col" className="p-2">
                  {MEDIA_PAGE_TEXT.columns.address}
                </th>
                <th scope="col" className="p-2">
                  {MEDIA_PAGE_TEXT.columns.details}
                </th>
                <th scope="col" className="p-2">
                  {MEDIA_PAGE_TEXT.columns.uploadedBy}
                </th>
                <th scope="col" className="p-2">
                  {MEDIA_PAGE_TEXT.columns.uploadedAt}
                </th>
              </tr>
            </thead>
            <tbody>
              {uploads.map((upload) => (
                <tr key={upload.id} className="border-b border-slate-100 align-top">
                  <td className="p-2">
                    <img
                      src={upload.url}
                      alt={upload.fileName ?? ""}
                      loading="lazy"
                      className="h-16 w-16 rounded border border-slate-200 object-contain"
                    />
                  </td>
                  <td className="p-2">
                    <code className="block break-all font-mono text-xs text-slate-800">{upload.url}</code>
                    <div className="mt-1">
                      <CopyAddress url={upload.url} label={upload.fileName ?? upload.url} />
                    </div>
                  </td>
                  <td className="p-2 text-slate-700">
                    {upload.fileName && <div className="break-all">{upload.fileName}</div>}
                    <div>
                      {upload.contentType.replace("image/", "").toUpperCase()} · {upload.width}×{upload.height} ·{" "}
                      {formatBytes(upload.bytes)}
                    </div>
                  </td>
                  <td className="p-2 text-slate-700">{upload.uploadedBy}</td>
                  <td className="p-2 text-slate-700">{upload.uploadedAt.slice(0, 16).replace("T", " ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
