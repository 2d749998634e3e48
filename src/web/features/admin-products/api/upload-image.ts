import { useCallback } from 'react';
import { uploadedImageSchema } from '../../../../domain/api/admin-products.ts';
import { adminUpload, useAdminSession } from '../../../lib/admin-session.ts';

/** POST /api/admin/images with the raw file as body → {id, avif, webp, png, lowres, …}. */
export function useUploadImage() {
  const { token } = useAdminSession();
  return useCallback(
    (file: File) =>
      adminUpload('/api/admin/images', uploadedImageSchema, {
        token,
        body: file,
        contentType: file.type === '' ? 'application/octet-stream' : file.type,
      }),
    [token],
  );
}
