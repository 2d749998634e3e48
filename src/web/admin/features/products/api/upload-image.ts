import { useCallback } from 'react';
import { uploadedImageSchema } from '../../../../../domain/api/admin-products.ts';
import { useAdminUpload } from '../../../lib/admin-session.ts';

/**
 * POST /api/admin/images with the raw picture as body → {id, avif, webp, png, lowres, …};
 * `onProgress` hears the share sent so far (0…1).
 */
export function useUploadImage() {
  const upload = useAdminUpload();
  return useCallback(
    (picture: Blob, onProgress?: (fraction: number) => void) =>
      upload('/api/admin/images', uploadedImageSchema, {
        body: picture,
        contentType: picture.type === '' ? 'application/octet-stream' : picture.type,
        onProgress,
      }),
    [upload],
  );
}
