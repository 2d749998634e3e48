import { useMutation } from '@tanstack/react-query';
import { itemLabelsPath } from '../../../../../domain/api/item-labels.ts';
import { adminDownload, useAdminSession } from '../../../lib/admin-session.ts';

export type LabelChoice = Parameters<typeof itemLabelsPath>[0];

/** GET /api/admin/item-labels with the token: the labels' PDF, saved to open and print. */
export function useDownloadItemLabels() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: (choice: LabelChoice) =>
      adminDownload(itemLabelsPath(choice), token, 'Etiketten.pdf'),
  });
}
