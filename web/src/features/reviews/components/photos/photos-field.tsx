import { useEffect, useId, useRef, useState } from 'react';
import { ALT_MAX } from '@contract/reviews';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PhotoThumbnail } from '@/components/review-photos';
import { PHOTO_ACCEPT, PHOTOS_MAX } from './photo-checks';
import type { PhotoItem, ReviewPhotos } from './use-review-photos';
import styles from './photos-field.module.css';

/**
 * The review forms' "Photos" field: add up to five (from files or, on a phone, the camera: the
 * picker offers both, as `capture` is not forced), describe, reorder and remove them. What it
 * does is the hook's (use-review-photos.ts); `saved` says whether the review exists yet.
 */
export function PhotosField({ photos, saved }: { photos: ReviewPhotos; saved: boolean }) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const { items, refused, orderError } = photos;
  const full = items.length >= PHOTOS_MAX;
  const failed = items.filter((item) => item.kind === 'new' && item.status === 'failed').length;

  // A moved photo's button keeps the focus in its new place (or its other arrow at an end).
  const refocus = useRef<{ key: string; by: -1 | 1 } | null>(null);
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || !list.current) return;
    refocus.current = null;
    const row = list.current.querySelector(`[data-key="${wanted.key}"]`);
    const button = (by: number) =>
      row?.querySelector<HTMLButtonElement>(`button[data-move="${by}"]:not(:disabled)`);
    (button(wanted.by) ?? button(-wanted.by))?.focus();
  });

  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>
        Photos <span className={styles.optional}>(optional)</span>
      </legend>
      <p className={styles.hint} id={`${id}-hint`}>
        Up to {PHOTOS_MAX} photos: JPEG, PNG, WebP or HEIC, at most 15 MB each.{' '}
        {saved
          ? 'Each change is saved as you make it.'
          : 'They are uploaded once your review is saved.'}
      </p>
      <label className={styles.add} htmlFor={`${id}-files`}>
        Add photos
      </label>
      <input
        id={`${id}-files`}
        className={styles.files}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        disabled={full}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          photos.add([...(event.target.files ?? [])]);
          // The same file may be chosen again (after a removal).
          event.target.value = '';
        }}
      />
      {refused.length > 0 && (
        <div className={styles.refused} role="alert">
          {refused.map((reason) => (
            <p key={reason}>{reason}</p>
          ))}
        </div>
      )}
      {saved && failed > 0 && (
        <Alert>
          Your review is saved.{' '}
          {failed === 1 ? 'One photo was not added' : `${failed} photos were not added`}: retry it
          below, or remove it.
        </Alert>
      )}
      {orderError && <Alert>{orderError}</Alert>}
      {items.length > 0 && (
        <ol className={styles.list} ref={list}>
          {items.map((item, i) => (
            <PhotoRow
              key={item.key}
              item={item}
              index={i}
              count={items.length}
              saved={saved}
              photos={photos}
              onMove={(by) => {
                refocus.current = { key: item.key, by };
                photos.move(item.key, by);
              }}
            />
          ))}
        </ol>
      )}
    </fieldset>
  );
}

function PhotoRow({
  item,
  index,
  count,
  saved,
  photos,
  onMove,
}: {
  item: PhotoItem;
  index: number;
  count: number;
  saved: boolean;
  photos: ReviewPhotos;
  onMove: (by: -1 | 1) => void;
}) {
  const id = useId();
  const n = index + 1;
  const name = item.kind === 'new' ? item.file.name : item.uploadedName;
  const uploading = item.kind === 'new' && item.status === 'uploading';
  const busy = item.kind === 'saved' && item.busy;
  return (
    <li className={styles.row} data-key={item.key} aria-label={`Photo ${n} of ${count}`}>
      <div className={styles.preview}>
        {item.kind === 'saved' ? (
          <PhotoThumbnail photo={item.photo} alt="" />
        ) : (
          <PendingPreview file={item.file} n={n} />
        )}
      </div>
      <div className={styles.body}>
        {name && <p className={styles.name}>{name}</p>}
        <Status item={item} saved={saved} />
        <label className={styles.altLabel} htmlFor={`${id}-alt`}>
          Describe this photo
        </label>
        <input
          id={`${id}-alt`}
          className={styles.alt}
          type="text"
          value={item.alt}
          maxLength={ALT_MAX}
          aria-describedby={`${id}-alt-hint`}
          onChange={(event) => photos.setAlt(item.key, event.target.value)}
          onBlur={() => photos.commitAlt(item.key)}
          onKeyDown={(event) => {
            // Enter saves the description, never submits the review.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            photos.commitAlt(item.key);
          }}
        />
        <span className={styles.altHint} id={`${id}-alt-hint`}>
          For readers who cannot see it ({item.alt.length}/{ALT_MAX})
        </span>
        <div className={styles.actions}>
          <Button
            size="small"
            variant="secondary"
            data-move={-1}
            disabled={index === 0 || uploading || busy}
            onClick={() => onMove(-1)}
          >
            Move up
            <span className="visually-hidden"> photo {n}</span>
          </Button>
          <Button
            size="small"
            variant="secondary"
            data-move={1}
            disabled={index === count - 1 || uploading || busy}
            onClick={() => onMove(1)}
          >
            Move down
            <span className="visually-hidden"> photo {n}</span>
          </Button>
          {item.kind === 'new' && item.status === 'failed' && (
            <Button size="small" onClick={() => photos.retry(item.key)}>
              Retry
              <span className="visually-hidden"> photo {n}</span>
            </Button>
          )}
          <Button
            size="small"
            variant="danger"
            busy={busy}
            disabled={uploading}
            onClick={() => void photos.remove(item.key)}
          >
            Remove
            <span className="visually-hidden"> photo {n}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}

const percent = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

function Status({ item, saved }: { item: PhotoItem; saved: boolean }) {
  const label = `Upload of ${item.kind === 'new' ? item.file.name : (item.uploadedName ?? 'photo')}`;
  if (item.kind === 'saved') {
    return (
      <>
        {item.uploadedName && (
          <p className={styles.status}>
            <progress aria-label={label} value={1} max={1} /> Added
          </p>
        )}
        {item.note && (
          <p className={styles.status} role="status">
            {item.note}
          </p>
        )}
        {item.error && (
          <p className={styles.error} role="alert">
            {item.error}
          </p>
        )}
      </>
    );
  }
  if (item.status === 'uploading') {
    const done = percent(item.loaded, item.total);
    return (
      <p className={styles.status}>
        <progress aria-label={label} value={done} max={100} /> Uploading… {done}%
      </p>
    );
  }
  if (item.status === 'failed') {
    return (
      <p className={styles.error} role="alert">
        Not added: {item.error}
      </p>
    );
  }
  return (
    <p className={styles.status}>
      {saved ? 'Waiting to upload' : 'Uploaded when you submit your review'}
    </p>
  );
}

/**
 * A chosen photo before it is uploaded, drawn from the file itself (a `blob:` URL, freed when the
 * row goes); its number where the browser cannot draw the file (HEIC outside Safari).
 */
function PendingPreview({ file, n }: { file: File; n: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [drawn, setDrawn] = useState(true);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    setDrawn(true);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  if (!url || !drawn) {
    return (
      <span className={styles.pending} aria-hidden="true">
        {n}
      </span>
    );
  }
  return <img src={url} alt="" onError={() => setDrawn(false)} />;
}
