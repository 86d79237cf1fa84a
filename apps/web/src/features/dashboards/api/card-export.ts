// A dashboard card out of the page: its rows as an Excel sheet from the server (`dashboard/card-excel`, the
// viewer's own scope) and its drawing as a PNG made in the browser (card-image, a lazy chunk).
import { dashboardApi, type DashboardFilterValue } from '@darvazeh/shared';
import { callForFile } from '../../../lib/api-client';
import { dashboardMessages } from '../../../lib/messages';
import { downloadFailure, saveFile } from '../../../lib/save-file';
import { showToast } from '../../../lib/toast-store';
import type { CardImageBody } from '../components/card-image';

/** A file name from a card's title: characters no file system takes become dashes. */
export const cardFileName = (title: string, extension: string) =>
  `${title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-').trim() || 'card'}.${extension}`;

/** Downloads card `cardId` of dashboard `id` with the applied `filters` as an .xlsx; a failure is toasted. */
export async function exportCardExcel(
  id: number,
  cardId: string,
  filters: Record<string, DashboardFilterValue>,
  title: string,
): Promise<void> {
  try {
    const file = await callForFile(
      dashboardApi.cardExcel,
      { body: { id, cardId, filters } },
      { silent: true, lock: true },
    );
    saveFile(file, cardFileName(title, 'xlsx'));
  } catch (error) {
    showToast({ color: 'error', text: downloadFailure(error) });
  }
}

/** Draws a card as a PNG `width` pixels wide and downloads it; a failure is toasted. */
export async function exportCardImage(title: string, body: CardImageBody, width: number): Promise<void> {
  try {
    const { cardImage } = await import('../components/card-image');
    saveFile(await cardImage(title, body, width), cardFileName(title, 'png'));
  } catch {
    showToast({ color: 'error', text: dashboardMessages.show.imageFailed });
  }
}
