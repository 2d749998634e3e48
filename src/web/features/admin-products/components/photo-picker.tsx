import { ArrowDown, ArrowUp, Camera, ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ProductImage } from '../../../../domain/api/product.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { smallButtonClass } from '../../../components/admin/form.tsx';

export interface PhotoEntry {
  key: string;
  /** What the thumbnail shows: the local file while uploading, the stored picture after. */
  previewUrl: string;
  status: 'uploading' | 'done' | 'error';
  imageId: string | null;
  error: string | null;
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
 * Photos of one item: taken with the camera or picked from files, several at once, each uploaded
 * as soon as it is chosen; reorder with ↑/↓, remove with the bin. The first is the main picture.
 */
export function PhotoPicker({
  entries,
  onChange,
  upload,
}: {
  entries: PhotoEntry[];
  onChange: (update: (entries: PhotoEntry[]) => PhotoEntry[]) => void;
  upload: (file: File) => Promise<{ id: string; webp: string }>;
}) {
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const objectUrls = useRef<string[]>([]);

  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const addFiles = (files: FileList | null) => {
    if (files === null) return;
    for (const file of Array.from(files)) {
      const key = `photo-${++nextKey}`;
      const previewUrl = URL.createObjectURL(file);
      objectUrls.current.push(previewUrl);
      onChange((current) => [
        ...current,
        { key, previewUrl, status: 'uploading', imageId: null, error: null },
      ]);
      upload(file).then(
        (image) =>
          onChange((current) =>
            current.map((entry) =>
              entry.key === key ? { ...entry, status: 'done', imageId: image.id } : entry,
            ),
          ),
        (error: unknown) =>
          onChange((current) =>
            current.map((entry) =>
              entry.key === key ? { ...entry, status: 'error', error: errorMessage(error) } : entry,
            ),
          ),
      );
    }
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
              <p
                className={`text-xs font-semibold ${entry.status === 'error' ? 'text-sale' : 'text-muted'}`}
                role={entry.status === 'error' ? 'alert' : undefined}
              >
                {entry.status === 'uploading'
                  ? 'Wird hochgeladen …'
                  : entry.status === 'error'
                    ? entry.error
                    : 'Hochgeladen'}
              </p>
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
                  onClick={() => onChange((current) => current.filter((e) => e.key !== entry.key))}
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
