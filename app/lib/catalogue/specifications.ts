/** Specifications are free text (spec 3.1); lines written "Label: value" are shown as a table, any other line as text. */
export interface SpecificationLine {
  label: string | null;
  value: string;
}

export function parseSpecifications(text: string | null | undefined): SpecificationLine[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^([^:]{1,60}):\s*(.+)$/.exec(line);
      return match ? { label: match[1]!.trim(), value: match[2]!.trim() } : { label: null, value: line };
    });
}
