import { ArrowDown, ArrowUp, Camera, ImagePlus, RotateCw, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ProductImage } from '../../../../../domain/api/product.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { smallButtonClass } from '../../../components/form.tsx';
import { shrinkPhoto } from '../lib/shrink-photo.ts';

export interface PhotoEntry {
  key: string;
  /** What the thumbnail shows: the local file while uploading, the stored picture after. */
  previewUrl: string;
  status: 'uploading' | 'done' | 'error';
  imageId: string | null;
  error: string | null;
  /** While uploading: the share sent so far (0…1); null while it waits its turn or is shrunk. */
  progress?: number | null;
}

/** A photo uploaded before the page went away, from a kept draft: its stored picture. */
export function restoredPhotoEntry(imageId: string, previewUrl: string): PhotoEntry {
  return { key: imageId, previewUrl, status: 'done', imageId, error: null };
}

export function photoEntriesOf(imageIds: string[], images: ProductImage[]): PhotoEntry[] {
  return imageIds.map((imageId, index) => ({
    key: imageId,
    previewUrl: images[index]?.webp ?? '',
    status: 'done',
    imageId,
    error: null,
  }));
}

let nextKey = 0;

/**
 * Photos of one item: taken with the camera or picked from files, several at once; reorder with
 * ↑/↓, remove with the bin. The first is the main picture. Each is shrunk on the phone and sent
 * one after the other, since a phone's upload is the bottleneck and the first photo should be done
 * first; one that fails shows why and can be tried again while the next goes on (decision 039).
 */
export function PhotoPicker({
  entries,
  onChange,
  upload,
}: {
  entries: PhotoEntry[];
  onChange: (update: (entries: PhotoEntry[]) => PhotoEntry[]) => void;
  upload: (
    picture: Blob,
    onProgress: (fraction: number) => void,
  ) => Promise<{ id: string; webp: string }>;
}) {
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const objectUrls = useRef<string[]>([]);
  // The chosen files until they are uploaded, for "Erneut versuchen"; removing a photo drops it.
  const files = useRef(new Map<string, File>());
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: string, change: Partial<PhotoEntry>) =>
    onChange((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );

  const send = (key: string) => {
    queue.current = queue.current.then(async () => {
      const file = files.current.get(key);
      if (file === undefined) return;
      try {
        const picture = await shrinkPhoto(file);
        let shownPercent = -1;
        update(key, { progress: 0 });
        const image = await upload(picture, (fraction) => {
          const percent = Math.floor(fraction * 100);
          if (percent === shownPercent) return;
          shownPercent = percent;
          update(key, { progress: fraction });
        });
        files.current.delete(key);
        // The stored picture from now on, so a kept draft can show it after a reload.
        update(key, { status: 'done', imageId: image.id, previewUrl: image.webp, progress: null });
      } catch (error) {
        update(key, { status: 'error', error: errorMessage(error), progress: null });
      }
    });
  };

  const addFiles = (chosen: FileList | null) => {
    if (chosen === null) return;
    for (const file of Array.from(chosen)) {
      const key = `photo-${++nextKey}`;
      const previewUrl = URL.createObjectURL(file);
      objectUrls.current.push(previewUrl);
      files.current.set(key, file);
      onChange((current) => [
        ...current,
        { key, previewUrl, status: 'uploading', imageId: null, error: null, progress: null },
      ]);
      send(key);
    }
  };

  const retry = (key: string) => {
    update(key, { status: 'uploading', error: null, progress: null });
    send(key);
  };

  const remove = (key: string) => {
    files.current.delete(key);
    onChange((current) => current.filter((entry) => entry.key !== key));
  };

  const move = (index: number, by: -1 | 1) =>
    onChange((current) => {
      const next = [...current];
      const [entry] = next.splice(index, 1);
      if (entry !== undefined) next.splice(index + by, 0, entry);
      return next;
    });

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">Fotos</legend>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={smallButtonClass}
          onClick={() => cameraInput.current?.click()}
        >
          <Camera aria-hidden="true" className="size-5" /> Foto aufnehmen
        </button>
        <button
          type="button"
          className={smallButtonClass}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus aria-hidden="true" className="size-5" /> Bilder auswählen
        </button>
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label="Foto aufnehmen"
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label="Bilder auswählen"
          data-testid="photo-files"
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">Noch keine Fotos. Das erste Foto ist das Hauptbild.</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {entries.map((entry, index) => (
            <li
              key={entry.key}
              className="flex flex-col gap-2 rounded-2xl bg-white p-2 ring-1 ring-ink/10"
            >
              <div className="relative aspect-square overflow-hidden rounded-xl bg-ink/5">
                {entry.previewUrl !== '' && entry.status !== 'error' && (
                  <img
                    src={entry.previewUrl}
                    alt={`Foto ${index + 1}`}
                    className={`size-full object-cover ${entry.status === 'uploading' ? 'opacity-50' : ''}`}
                  />
                )}
                {index === 0 && (
                  <span className="absolute top-1 left-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    Hauptbild
                  </span>
                )}
              </div>
              <PhotoStatus entry={entry} number={index + 1} onRetry={() => retry(entry.key)} />
              <div className="flex justify-between gap-1">
                <button
                  type="button"
                  className={smallButtonClass}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Foto ${index + 1} nach vorne`}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={smallButtonClass}
                  disabled={index === entries.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Foto ${index + 1} nach hinten`}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={smallButtonClass}
                  onClick={() => remove(entry.key)}
                  aria-label={`Foto ${index + 1} entfernen`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}

function PhotoStatus({
  entry,
  number,
  onRetry,
}: {
  entry: PhotoEntry;
  number: number;
  onRetry: () => void;
}) {
  if (entry.status === 'error') {
    return (
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold text-sale" role="alert">
          {entry.error}
        </p>
        <button type="button" className={smallButtonClass} onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" /> Erneut versuchen
        </button>
      </div>
    );
  }
  if (entry.status === 'done')
    return <p className="text-xs font-semibold text-muted">Hochgeladen</p>;
  const progress = entry.progress ?? null;
  if (progress === null) {
    return <p className="text-xs font-semibold text-muted">Wird vorbereitet …</p>;
  }
  const percent = Math.floor(progress * 100);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-semibold text-muted">
        {percent >= 100 ? 'Wird verarbeitet …' : `${percent} %`}
      </p>
      <div
        role="progressbar"
        aria-label={`Foto ${number} wird hochgeladen`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-ink/10"
      >
        <div className="h-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
