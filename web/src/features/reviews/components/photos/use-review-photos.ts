import { useEffect, useRef, useState } from 'react';
import type { Photo } from '@contract/reviews';
import { describePhoto } from '../../api/describe-photo';
import { orderPhotos } from '../../api/order-photos';
import { removePhoto } from '../../api/remove-photo';
import { uploadPhoto } from '../../api/upload-photo';
import { choosePhotos } from './photo-checks';

/** A photo the review has on the server. */
export interface SavedPhoto {
  key: string;
  kind: 'saved';
  photo: Photo;
  /** The description as typed; sent when the field is left. */
  alt: string;
  /** The file's name when it was uploaded on this page (its finished progress bar stays). */
  uploadedName: string | null;
  busy: boolean;
  error: string | null;
  note: string | null;
}

/** A chosen file not on the server yet: waiting for the review, on its way, or refused. */
export interface NewPhoto {
  key: string;
  kind: 'new';
  file: File;
  alt: string;
  status: 'waiting' | 'uploading' | 'failed';
  loaded: number;
  total: number;
  error: string | null;
}

export type PhotoItem = SavedPhoto | NewPhoto;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

let nextKey = 0;
const newKey = () => `photo-${++nextKey}`;

const saved = (photo: Photo, uploadedName: string | null = null): SavedPhoto => ({
  key: photo.id,
  kind: 'saved',
  photo,
  alt: photo.alt,
  uploadedName,
  busy: false,
  error: null,
  note: null,
});

const inFlight = (item: PhotoItem) =>
  item.kind === 'new' && (item.status === 'uploading' || item.status === 'waiting');

const savedIds = (items: readonly PhotoItem[]) =>
  items.flatMap((item) => (item.kind === 'saved' ? [item.photo.id] : []));

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * A review's photos as its form edits them (docs/web.md, "Travellers' photos"). Without a
 * review yet (`reviewId` null: the review form before its submit), chosen files wait; once the
 * review exists every waiting file uploads, one at a time, and each change (remove, reorder,
 * description) is sent as it is made. A photo that fails keeps its place with the server's
 * reason and can be retried; the review itself is never touched.
 */
export function useReviewPhotos(reviewId: string | null, initial: readonly Photo[] = []) {
  const [items, setItems] = useState<PhotoItem[]>(() => initial.map((p) => saved(p)));
  const [refused, setRefused] = useState<string[]>([]);
  const [orderError, setOrderError] = useState<string | null>(null);
  /** The order the server holds the review's photos in. */
  const serverOrder = useRef<string[]>(initial.map((p) => p.id));
  const uploading = useRef(false);
  const ordering = useRef(false);
  /** The items as last rendered, for what an upload reads once it is done. */
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  });

  const update = (key: string, change: (item: PhotoItem) => PhotoItem) =>
    setItems((all) => all.map((item) => (item.key === key ? change(item) : item)));

  async function describe(key: string, photoId: string, alt: string): Promise<void> {
    if (!reviewId) return;
    update(key, (item) => ({ ...item, busy: true, error: null, note: null }));
    try {
      const { photo } = await describePhoto(reviewId, photoId, alt);
      update(key, (item) =>
        item.kind === 'saved' ? { ...item, photo, busy: false, note: 'Description saved.' } : item,
      );
    } catch (error) {
      update(key, (item) => ({
        ...item,
        busy: false,
        error: messageOf(error, 'The description was not saved.'),
      }));
    }
  }

  async function upload(reviewId: string, item: NewPhoto): Promise<void> {
    uploading.current = true;
    update(item.key, (it) => ({ ...it, status: 'uploading', loaded: 0, error: null }));
    try {
      const { photo } = await uploadPhoto(reviewId, item.file, {
        onProgress: ({ loaded, total }) =>
          update(item.key, (it) => (it.kind === 'new' ? { ...it, loaded, total } : it)),
      });
      serverOrder.current = [...serverOrder.current, photo.id];
      // The description may have been typed while the bytes were on their way.
      const alt = latest.current.find((it) => it.key === item.key)?.alt ?? item.alt;
      setItems((all) =>
        all.map((it) =>
          it.key === item.key
            ? { ...saved(photo, item.file.name), key: item.key, alt: it.alt }
            : it,
        ),
      );
      uploading.current = false;
      if (alt.trim()) await describe(item.key, photo.id, alt.trim());
    } catch (error) {
      uploading.current = false;
      update(item.key, (it) => ({
        ...it,
        status: 'failed',
        error: messageOf(error, 'The photo was not added.'),
      }));
    }
  }

  // Once the review exists, the waiting files go one at a time, in the order shown.
  useEffect(() => {
    if (!reviewId || uploading.current) return;
    const next = items.find(
      (item): item is NewPhoto => item.kind === 'new' && item.status === 'waiting',
    );
    if (next) void upload(reviewId, next);
  });

  // The server appends each upload: when the order shown differs (a photo moved, or one
  // retried later), it is sent once nothing is on its way.
  useEffect(() => {
    if (!reviewId || ordering.current || items.some(inFlight)) return;
    const wanted = savedIds(items);
    if (sameOrder(wanted, serverOrder.current)) return;
    ordering.current = true;
    orderPhotos(reviewId, wanted).then(
      ({ photos }) => {
        ordering.current = false;
        serverOrder.current = photos.map((p) => p.id);
        setOrderError(null);
      },
      (error: unknown) => {
        ordering.current = false;
        const before = serverOrder.current;
        setOrderError(messageOf(error, 'The new order was not saved.'));
        // Back to the order the server keeps.
        setItems((all) => {
          const byId = new Map(
            all.flatMap((it) => (it.kind === 'saved' ? [[it.photo.id, it]] : [])),
          );
          const inOrder = before.flatMap((id) => byId.get(id) ?? []);
          let i = 0;
          return all.map((it) => (it.kind === 'saved' ? (inOrder[i++] ?? it) : it));
        });
      },
    );
  });

  return {
    items,
    refused,
    orderError,
    /** Adds the files the review can take; says why each other one was refused. */
    add(files: readonly File[]) {
      const { accepted, refused } = choosePhotos(files, items.length);
      setRefused(refused);
      setItems((all) => [
        ...all,
        ...accepted.map((file): NewPhoto => ({
          key: newKey(),
          kind: 'new',
          file,
          alt: '',
          status: 'waiting',
          loaded: 0,
          total: file.size,
          error: null,
        })),
      ]);
    },
    retry(key: string) {
      update(key, (item) =>
        item.kind === 'new' ? { ...item, status: 'waiting', loaded: 0, error: null } : item,
      );
    },
    async remove(key: string) {
      const item = items.find((it) => it.key === key);
      if (!item) return;
      if (item.kind === 'saved') {
        if (!reviewId) return;
        update(key, (it) => ({ ...it, busy: true, error: null, note: null }));
        try {
          await removePhoto(reviewId, item.photo.id);
          serverOrder.current = serverOrder.current.filter((id) => id !== item.photo.id);
        } catch (error) {
          update(key, (it) => ({
            ...it,
            busy: false,
            error: messageOf(error, 'The photo was not removed.'),
          }));
          return;
        }
      } else if (item.status === 'uploading') return;
      setItems((all) => all.filter((it) => it.key !== key));
    },
    move(key: string, by: -1 | 1) {
      setItems((all) => {
        const from = all.findIndex((it) => it.key === key);
        const to = from + by;
        if (from < 0 || to < 0 || to >= all.length) return all;
        const moved = [...all];
        [moved[from], moved[to]] = [moved[to]!, moved[from]!];
        return moved;
      });
    },
    setAlt(key: string, alt: string) {
      update(key, (item) => ({ ...item, alt, note: null }));
    },
    /** The description field was left: a saved photo's new description is sent. */
    commitAlt(key: string) {
      const item = items.find((it) => it.key === key);
      if (item?.kind !== 'saved' || item.alt.trim() === item.photo.alt) return;
      void describe(key, item.photo.id, item.alt.trim());
    },
  };
}

export type ReviewPhotos = ReturnType<typeof useReviewPhotos>;
