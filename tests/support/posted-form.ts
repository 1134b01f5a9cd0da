/**
 * What a browser posts for a form's values: text as it is, a ticked checkbox as "on" and an unticked one not at all, and
 * a list of rows (the product form's specifications) as Conform names its inputs, `list[0].field`, blank cells included.
 */
export function postedForm(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === false || value === null || value === undefined) continue;
    if (Array.isArray(value))
      value.forEach((row: Record<string, string>, index) => {
        for (const [field, text] of Object.entries(row)) form.append(`${name}[${index}].${field}`, text);
      });
    else form.set(name, value === true ? "on" : String(value));
  }
  return form;
}
