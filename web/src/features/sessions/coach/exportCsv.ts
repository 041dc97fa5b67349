import { csvFileName, SESSION_ERR, type TSessionTableQuery } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { sessionsApi } from '../api.ts';
import { localDay } from '../../../lib/session-format.ts';

/** Saves a Blob under `name` through a temporary link (the browser's own download). */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Export CSV (docs/sessions-and-availability.md#session-table-and-csv): every row of the current filters (all pages), as
 * sessions-YYYY-MM-DD.csv.
 */
export async function exportSessionsCsv(coachId: string, query: TSessionTableQuery, rows: number) {
  try {
    save(await sessionsApi.coachCsv(coachId, query), csvFileName(localDay(new Date())));
    toaster.create({ type: 'success', title: SESSION_ERR.EXPORT_SUCCESS_TITLE, description: SESSION_ERR.EXPORTED(rows) });
  } catch (err) {
    toaster.create({ type: 'error', title: errorText(err, 'Failed to export sessions') });
  }
}
