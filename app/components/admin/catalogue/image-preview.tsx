/** A small picture of an image address (table thumbnail or form preview); nothing when there is no address. */
export function ImagePreview({
  src,
  size = 48,
  label,
}: {
  src: string | null | undefined;
  size?: number;
  label?: string;
}) {
  if (!src) {
    return (
      <span
        className="inline-flex items-center justify-center rounded border border-dashed border-slate-400 text-xs text-slate-600"
        style={{ width: size, height: size }}
      >
        none
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={label ?? ""}
      width={size}
      height={size}
      loading="lazy"
      className="rounded border border-slate-200 bg-white object-contain"
      style={{ width: size, height: size }}
    />
  );
}
