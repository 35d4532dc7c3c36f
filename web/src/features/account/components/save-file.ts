import type { ExportedFile } from '../api/export-account';

/** How long the file's address lives: the browser reads it after the click returns. */
const KEEP_URL_MS = 40_000;

/** Saves a downloaded file under its name, as a link with `download` would. */
export function saveFile({ blob, filename }: ExportedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
