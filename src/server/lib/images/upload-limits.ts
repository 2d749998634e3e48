/** The largest picture one upload may be: a phone photo at full resolution fits easily. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

// Uploads are the raw bytes of one picture (what `fetch(url, { body: file })` sends). The content
// type is only a hint: the image pipeline decides by decoding the content.
export const IMAGE_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/gif',
  'application/octet-stream',
];
