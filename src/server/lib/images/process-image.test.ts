import sharp, { type Metadata, type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidImageError, LOWRES_EDGE, MAX_EDGE, processImage } from './process-image.ts';

/** A photo-like test picture: colour gradient with circles, so encoders have something to do. */
function pictureSvg(width: number, height: number): Buffer {
  const circles = Array.from(
    { length: 12 },
    (_, i) =>
      `<circle cx="${(i * 233) % width}" cy="${(i * 157) % height}" r="${20 + i * 9}" fill="hsl(${i * 37},60%,55%)"/>`,
  ).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#f7c"/><stop offset="1" stop-color="#3af"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`,
  );
}

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp(pictureSvg(width, height)).jpeg({ quality: 85 }).toBuffer();
}

const GPS_EXIF = {
  IFD0: { Make: 'TestCam', Model: 'Secret Phone', Copyright: 'Familie Muster' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '52/1 31/1 12/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '13/1 24/1 18/1',
  },
};

function expectNoMetadata(metadata: Metadata): void {
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.comments ?? []).toEqual([]);
}

describe('processImage', () => {
  it('scales a large JPEG to fit 1200 × 1200 and encodes avif, webp, png and a placeholder', async () => {
    const result = await processImage(await jpeg(3000, 2000));

    expect({ width: result.width, height: result.height }).toEqual({ width: 1200, height: 800 });

    // Magic bytes: AVIF is an ISO-BMFF file of brand 'avif', WebP a RIFF 'WEBP', PNG its signature.
    expect(result.avif.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    expect(result.webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(result.webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(result.png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(result.lowres.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const avif = await sharp(result.avif).metadata();
    expect(avif.format).toBe('heif');
    expect(avif.compression).toBe('av1');
    expect({ width: avif.width, height: avif.height }).toEqual({ width: 1200, height: 800 });
    const webp = await sharp(result.webp).metadata();
    expect({ format: webp.format, width: webp.width, height: webp.height }).toEqual({
      format: 'webp',
      width: 1200,
      height: 800,
    });
    const png = await sharp(result.png).metadata();
    expect({ format: png.format, width: png.width, height: png.height }).toEqual({
      format: 'png',
      width: 1200,
      height: 800,
    });
    const lowres = await sharp(result.lowres).metadata();
    expect(lowres.format).toBe('webp');
    expect(Math.max(lowres.width, lowres.height)).toBe(LOWRES_EDGE);
    expect(result.lowres.length).toBeLessThan(1000);
  });

  it('strips EXIF including GPS coordinates from every variant', async () => {
    const input = await sharp(pictureSvg(640, 480)).jpeg().withExif(GPS_EXIF).toBuffer();
    // The input really carries the GPS position.
    const inputExif = (await sharp(input).metadata()).exif;
    expect(inputExif).toBeDefined();
    expect(inputExif?.toString('latin1')).toContain('Secret Phone');
    const gpsIfdPointer = [Buffer.from([0x25, 0x88]), Buffer.from([0x88, 0x25])];
    expect(gpsIfdPointer.some((tag) => inputExif?.includes(tag))).toBe(true);

    const result = await processImage(input);

    for (const output of [result.avif, result.webp, result.png, result.lowres]) {
      expectNoMetadata(await sharp(output).metadata());
      expect(output.toString('latin1')).not.toContain('Secret Phone');
      expect(output.toString('latin1')).not.toContain('Familie Muster');
    }
  });

  it('turns the picture upright by its EXIF orientation', async () => {
    // Stored 300 wide and 200 high, but orientation 6 says "rotate 90° clockwise to view".
    const input = await sharp(pictureSvg(300, 200))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();

    const result = await processImage(input);

    expect({ width: result.width, height: result.height }).toEqual({ width: 200, height: 300 });
    expect((await sharp(result.webp).metadata()).orientation).toBeUndefined();
  });

  it('never enlarges a small picture', async () => {
    const input = await sharp(pictureSvg(300, 200)).png().toBuffer();

    const result = await processImage(input);

    expect({ width: result.width, height: result.height }).toEqual({ width: 300, height: 200 });
  });

  it('scales a tall picture by its longer side', async () => {
    const result = await processImage(await jpeg(1000, 2400));

    expect({ width: result.width, height: result.height }).toEqual({
      width: 500,
      height: MAX_EDGE,
    });
  });

  it('keeps transparency', async () => {
    const input = await sharp({
      create: {
        width: 64,
        height: 64,
        channels: 4,
        background: { r: 255, g: 0, b: 0, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();

    const result = await processImage(input);

    expect((await sharp(result.webp).metadata()).hasAlpha).toBe(true);
    expect((await sharp(result.png).metadata()).hasAlpha).toBe(true);
    expect((await sharp(result.avif).metadata()).hasAlpha).toBe(true);
  });

  it('converts a 16-bit PNG to ordinary 8-bit colours', async () => {
    const input = await sharp({
      create: { width: 32, height: 32, channels: 3, background: { r: 128, g: 64, b: 200 } },
    })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(input).metadata()).depth).toBe('ushort');

    const result = await processImage(input);

    const { data } = await sharp(result.png).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs((data[0] ?? 0) - 128)).toBeLessThanOrEqual(3);
    expect(Math.abs((data[1] ?? 0) - 64)).toBeLessThanOrEqual(3);
    expect(Math.abs((data[2] ?? 0) - 200)).toBeLessThanOrEqual(3);
  });

  it.each([
    ['webp', (image: Sharp) => image.webp()],
    ['avif', (image: Sharp) => image.avif({ effort: 0 })],
    ['gif', (image: Sharp) => image.gif()],
  ])('accepts %s input', async (_format, encode) => {
    const input = await encode(sharp(pictureSvg(120, 90))).toBuffer();

    const result = await processImage(input);

    expect({ width: result.width, height: result.height }).toEqual({ width: 120, height: 90 });
  });

  it('keeps a flat PNG lossless and quantises a photo to a 256-colour palette', async () => {
    const flat = await processImage(await sharp(pictureSvg(400, 300)).png().toBuffer());
    const noise = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 50 },
      },
    })
      .png()
      .toBuffer();
    const photo = await processImage(noise);

    expect((await sharp(flat.png).metadata()).isPalette).toBe(false);
    expect((await sharp(photo.png).metadata()).isPalette).toBe(true);
  });

  it('drops an alpha channel that is fully opaque', async () => {
    const input = await sharp(pictureSvg(100, 80)).ensureAlpha().png().toBuffer();
    expect((await sharp(input).metadata()).hasAlpha).toBe(true);

    const result = await processImage(input);

    expect((await sharp(result.webp).metadata()).hasAlpha).toBe(false);
    expect((await sharp(result.png).metadata()).hasAlpha).toBe(false);
  });

  it('rejects a text file named .jpg with a German message', async () => {
    const input = Buffer.from('Hallo, ich bin eigentlich eine Textdatei.\n'.repeat(20));

    const error = await processImage(input).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(InvalidImageError);
    expect(error).toMatchObject({
      reason: 'not-an-image',
      statusCode: 400,
      message: 'Die Datei ist kein gültiges Bild.',
    });
  });

  it('rejects an empty file', async () => {
    await expect(processImage(Buffer.alloc(0))).rejects.toBeInstanceOf(InvalidImageError);
  });

  it.each([
    ['SVG', async () => pictureSvg(100, 100)],
    ['TIFF', async () => sharp(pictureSvg(100, 100)).tiff().toBuffer()],
  ])('rejects %s, a format sharp reads but uploads may not use', async (_name, make) => {
    await expect(processImage(await make())).rejects.toMatchObject({ reason: 'not-an-image' });
  });

  it('rejects a truncated JPEG', async () => {
    const input = await jpeg(800, 600);

    await expect(processImage(input.subarray(0, input.length / 2))).rejects.toMatchObject({
      reason: 'not-an-image',
    });
  });

  it('rejects pictures above 40 megapixels before decoding them', async () => {
    const input = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();

    const error = await processImage(input).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(InvalidImageError);
    expect(error).toMatchObject({ reason: 'too-large', statusCode: 400 });
    expect((error as InvalidImageError).message).toMatch(/zu groß/);
  });
});
