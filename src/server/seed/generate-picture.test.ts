import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from '../lib/images/process-image.ts';
import {
  generatePicture,
  PICTURE_PATTERNS,
  PICTURE_SHAPES,
  PICTURE_SIZE,
  pictureSvg,
} from './generate-picture.ts';

describe('generatePicture', () => {
  it('renders a square, opaque PNG', async () => {
    const png = await generatePicture({ shape: 'tshirt', pattern: 'stripes', seed: 1, view: 0 });

    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const metadata = await sharp(png).metadata();
    expect(metadata).toMatchObject({
      format: 'png',
      width: PICTURE_SIZE,
      height: PICTURE_SIZE,
      hasAlpha: false,
    });
  });

  it('is deterministic: the same spec gives the same picture, another seed another', () => {
    const spec = { shape: 'dress', pattern: 'dots', seed: 42, view: 1 } as const;

    expect(pictureSvg(spec)).toBe(pictureSvg(spec));
    expect(pictureSvg({ ...spec, seed: 43 })).not.toBe(pictureSvg(spec));
    expect(pictureSvg({ ...spec, view: 2 })).not.toBe(pictureSvg(spec));
  });

  it('draws every shape with every pattern as valid SVG, without text', async () => {
    for (const shape of PICTURE_SHAPES) {
      for (const pattern of PICTURE_PATTERNS) {
        const svg = pictureSvg({ shape, pattern, seed: 3, view: 0 });
        expect(svg).not.toMatch(/<text/);
        expect(svg).not.toMatch(/undefined|NaN/);
      }
      // Rendering fails loudly on malformed SVG.
      const png = await generatePicture({ shape, pattern: 'stars', seed: 5, view: 2 });
      expect((await sharp(png).metadata()).width).toBe(PICTURE_SIZE);
    }
  });

  it('goes through the upload pipeline like any photo', async () => {
    const png = await generatePicture({ shape: 'figure', pattern: 'plain', seed: 9, view: 0 });

    const processed = await processImage(png);

    expect({ width: processed.width, height: processed.height }).toEqual({
      width: PICTURE_SIZE,
      height: PICTURE_SIZE,
    });
  });
});
