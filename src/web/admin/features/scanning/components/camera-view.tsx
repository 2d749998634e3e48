import { useEffect, useRef } from 'react';
import { CameraError, startReadingCodes, type CameraProblem } from '../lib/camera-codes.ts';

/**
 * The camera's picture while it reads labels; loaded lazily with the code that reads them.
 * `onText` gets each code read; `onProblem` when the camera cannot be had.
 */
export default function CameraView({
  onText,
  onProblem,
}: {
  onText: (text: string) => void;
  onProblem: (problem: CameraProblem) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  // The latest callbacks, so the camera is not restarted when the page draws again.
  const handlers = useRef({ onText, onProblem });
  useEffect(() => {
    handlers.current = { onText, onProblem };
  });

  useEffect(() => {
    const element = video.current;
    if (element === null) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    startReadingCodes(element, (text) => handlers.current.onText(text)).then(
      (stopReading) => {
        if (cancelled) stopReading();
        else stop = stopReading;
      },
      (error: unknown) => {
        if (!cancelled) {
          handlers.current.onProblem(error instanceof CameraError ? error.problem : 'failed');
        }
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return (
    <video
      ref={video}
      muted
      playsInline
      aria-label="Kamerabild zum Scannen"
      className="aspect-[4/3] w-full rounded-2xl bg-ink object-cover"
    />
  );
}
