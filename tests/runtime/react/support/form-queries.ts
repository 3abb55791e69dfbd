/** Queries on rendered schema forms: a field's container and the error it shows. */

/** The grid cell of a form field. */
export function fieldCell(name: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!cell) throw new Error(`No form field "${name}" is rendered`);
  return cell;
}

/** The error text a field shows, or '' when none. */
export function fieldError(name: string): string {
  return [...fieldCell(name).querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent).join(' | ');
}

/** The errors every field shows, by field name. */
export function allFieldErrors(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const cell of document.querySelectorAll<HTMLElement>('[data-field]')) {
    const text = fieldError(cell.dataset.field!);
    if (text) out[cell.dataset.field!] = text;
  }
  return out;
}
