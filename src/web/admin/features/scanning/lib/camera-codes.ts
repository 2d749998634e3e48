// Reads item labels through the phone's camera (decision 073): the browser's own BarcodeDetector
// where it knows Code 128 or QR (Chrome on Android, Safari on iOS 17+ and macOS), otherwise ZXing
// in JavaScript, loaded from its own chunk only when the camera is opened on an admin page.

/** What stops the camera and the reading. */
export type StopReading = () => void;

/** Why the camera could not be used; the page then offers the typed field. */
export type CameraProblem = 'denied' | 'none' | 'failed';

export class CameraError extends Error {
  override readonly name = 'CameraError';
  constructor(readonly problem: CameraProblem) {
    super(problem);
  }
}

/** German for the owner, with the way that always works. */
export const CAMERA_PROBLEM_TEXTS: Readonly<Record<CameraProblem, string>> = {
  denied:
    'Die Kamera ist für diese Seite nicht erlaubt. Du kannst die Artikelnummer eintippen – oder die Kamera in den Einstellungen des Browsers erlauben.',
  none: 'Hier gibt es keine Kamera. Bitte tippe die Artikelnummer ein.',
  failed: 'Die Kamera ließ sich nicht starten. Bitte tippe die Artikelnummer ein.',
};

// Not yet in TypeScript's DOM types.
type DetectedCode = { rawValue: string };
type BarcodeDetectorInstance = { detect(source: HTMLVideoElement): Promise<DetectedCode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
};

const WANTED_FORMATS = ['code_128', 'qr_code'];
const DETECT_EVERY_MS = 150;

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'none';
  return 'failed';
}

async function openCamera(): Promise<MediaStream> {
  if (typeof navigator.mediaDevices?.getUserMedia !== 'function') throw new CameraError('none');
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
  } catch (error) {
    throw new CameraError(problemOf(error));
  }
}

/** The native detector for our formats, or null where the browser has none or not these. */
async function nativeDetector(): Promise<BarcodeDetectorInstance | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector === undefined) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    const formats = WANTED_FORMATS.filter((format) => supported.includes(format));
    return formats.length === 0 ? null : new Detector({ formats });
  } catch {
    return null;
  }
}

function readNatively(
  detector: BarcodeDetectorInstance,
  video: HTMLVideoElement,
  onText: (text: string) => void,
): StopReading {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = async () => {
    if (stopped) return;
    try {
      const [code] = video.readyState >= 2 ? await detector.detect(video) : [];
      if (code !== undefined && !stopped) onText(code.rawValue);
    } catch {
      // A frame that could not be read; the next one may.
    }
    if (!stopped) timer = setTimeout(() => void look(), DETECT_EVERY_MS);
  };
  void look();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

async function readWithZxing(
  stream: MediaStream,
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<StopReading> {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map<number, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128, BarcodeFormat.QR_CODE]],
  ]);
  const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: DETECT_EVERY_MS });
  const controls = await reader.decodeFromStream(stream, video, (result) => {
    if (result !== undefined) onText(result.getText());
  });
  return () => controls.stop();
}

/**
 * Starts the camera in `video` and calls `onText` with every code it reads (the same label
 * again and again while it is in view: the caller decides what a repeat means).
 * Throws CameraError when the camera cannot be had.
 */
export async function startReadingCodes(
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<StopReading> {
  const stream = await openCamera();
  const stopStream = () => stream.getTracks().forEach((track) => track.stop());
  try {
    const detector = await nativeDetector();
    if (detector === null) {
      const stopZxing = await readWithZxing(stream, video, onText);
      return () => {
        stopZxing();
        stopStream();
      };
    }
    video.srcObject = stream;
    await video.play();
    const stopNative = readNatively(detector, video, onText);
    return () => {
      stopNative();
      stopStream();
    };
  } catch (error) {
    stopStream();
    throw error instanceof CameraError ? error : new CameraError('failed');
  }
}
