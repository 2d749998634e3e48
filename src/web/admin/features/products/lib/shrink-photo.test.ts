import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_LONG_SIDE, SMALL_FILE_BYTES, shrinkPhoto, shrunkSize } from './shrink-photo.ts';

describe('shrunkSize', () => {
  it('brings a 12-megapixel phone photo down to the long side, keeping its shape', () => {
    expect(shrunkSize(4032, 3024)).toEqual({ width: MAX_LONG_SIDE, height: 1200 });
    expect(shrunkSize(3024, 4032)).toEqual({ width: 1200, height: MAX_LONG_SIDE });
  });

  it('never enlarges a picture that is small already', () => {
    expect(shrunkSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(shrunkSize(MAX_LONG_SIDE, 10)).toEqual({ width: MAX_LONG_SIDE, height: 10 });
  });

  it('keeps at least one pixel of a very long, thin picture', () => {
    expect(shrunkSize(100_000, 10)).toEqual({ width: MAX_LONG_SIDE, height: 1 });
  });

  it('takes another limit', () => {
    expect(shrunkSize(3000, 2000, 1500)).toEqual({ width: 1500, height: 1000 });
  });
});

describe('shrinkPhoto', () => {
  it('sends a small file as it is', async () => {
    const file = new File([new Uint8Array(SMALL_FILE_BYTES)], 'klein.jpg', { type: 'image/jpeg' });
    expect(await shrinkPhoto(file)).toBe(file);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('sends the original when the browser cannot decode it', async () => {
    const decode = vi.fn(() =>
      Promise.reject(new DOMException('unsupported', 'InvalidStateError')),
    );
    vi.stubGlobal('createImageBitmap', decode);
    const file = new File([new Uint8Array(SMALL_FILE_BYTES + 1)], 'kaputt.heic', {
      type: 'image/heic',
    });
    expect(await shrinkPhoto(file)).toBe(file);
    expect(decode).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' });
  });
});
