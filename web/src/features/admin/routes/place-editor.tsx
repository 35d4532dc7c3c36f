// First: zod without its eval probe (the CSP forbids eval), before the schemas below are made.
import '@/config/zod';
import { Suspense, useId, useState, type FormEvent } from 'react';
import {
  Await,
  Form,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useParams,
  useSubmit,
  type ActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import toast from '@/lib/toast';
import { placeBodySchema, type AdminPlace, type PlaceBody } from '@contract/places';
import { REGIONS } from '@contract/regions';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { InputField, TextAreaField } from '@/components/ui/field';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useFieldErrors, type Messages } from '@/lib/forms/use-field-errors';
import { createPlace, getOwners, getPlace, listPlaces, updatePlace } from '../api/admin-api';
import { AdminGate, AdminLoadError } from '../components/admin-gate';
import { AdminShell } from '../components/admin-shell';
import {
  OWNERS_INTENT,
  PlaceOwners,
  saveOwners,
  type OwnersOutcome,
  type OwnersSubmission,
} from '../components/place-owners';
import styles from '../components/admin.module.css';
import { adminData } from './admin-access';

/** How many places (the first by name) the picture choices are gathered from. */
const PICTURE_SOURCES = 100;

/**
 * The place being edited (by id: retired or not, wherever it is in the list) and the first
 * places by name, whose pictures are the choices offered (the pictures the site ships, as the
 * seeded places use them); any other picture is typed as an address.
 */
export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const { signal } = request;
  const editor = await adminData(async () => {
    const [first, place] = await Promise.all([
      listPlaces({ limit: PICTURE_SOURCES, signal }),
      params.id ? getPlace(params.id, { signal }).catch(unlessMissing) : null,
    ]);
    return place ? [place, ...first.body.filter((p) => p._id !== place._id)] : first.body;
  });
  // Its own promise: the form shows without waiting for them, and their failure is theirs alone.
  const owners =
    editor.access === 'admin' && params.id
      ? getOwners(params.id, { signal }).catch(unlessMissing)
      : Promise.resolve(null);
  owners.catch(() => {});
  return { ...editor, owners };
}

/** An unknown place is null (the form says so); anything else fails the page. */
function unlessMissing(error: unknown): null {
  if (isApiError(error) && error.status === 404) return null;
  throw error;
}

export function Component() {
  const { access, data: places, owners } = useLoaderData<typeof clientLoader>();
  const { id } = useParams();
  const title = id ? 'Edit place' : 'Add a place';
  return (
    <AdminGate access={access}>
      <AdminShell title={title}>
        <h1>{title}</h1>
        <Suspense fallback={<LoadingBlock label="Loading…" holdsPage />}>
          <Await resolve={places} errorElement={<AdminLoadError what="The place" />}>
            {(list: AdminPlace[]) => {
              const place = id ? list.find((p) => p._id === id) : undefined;
              if (id && !place) return <Alert>There is no place with the id {id}.</Alert>;
              const pictures = [...new Set(list.flatMap((p) => p.photos))].sort();
              return (
                <>
                  <PlaceForm key={id ?? 'new'} place={place} pictures={pictures} />
                  {place && <PlaceOwners key={place._id} placeId={place._id} owners={owners} />}
                </>
              );
            }}
          </Await>
        </Suspense>
      </AdminShell>
    </AdminGate>
  );
}

interface Draft {
  title: string;
  description: string;
  price: string;
  country: string;
  region: string;
  /** One of the site's pictures, or '' for an address typed in `imgUrl`. */
  img: string;
  imgUrl: string;
  morePhotos: string;
  /** Where it is, in decimal degrees: both, or neither (no map). */
  lat: string;
  lng: string;
}

const OTHER = '';

function draftOf(place: AdminPlace | undefined, pictures: string[]): Draft {
  const img = place?.img ?? pictures[0] ?? '';
  const shipped = pictures.includes(img);
  return {
    title: place?.title ?? '',
    description: place?.description ?? '',
    price: place ? String(place.price) : '',
    country: place?.country ?? '',
    region: place?.region ?? '',
    img: shipped ? img : OTHER,
    imgUrl: shipped ? '' : img,
    morePhotos: (place?.photos.slice(1) ?? []).join('\n'),
    lat: place?.location ? String(place.location.lat) : '',
    lng: place?.location ? String(place.location.lng) : '',
  };
}

/** A number of degrees as typed, or the text itself (the schema then says it is no number). */
const degrees = (typed: string) => (/^-?\d+(\.\d+)?$/.test(typed) ? Number(typed) : typed);

/** The place's `location`: null when both fields are empty (no map), else both numbers. */
function locationOf(draft: Draft): unknown {
  const lat = draft.lat.trim();
  const lng = draft.lng.trim();
  return lat === '' && lng === '' ? null : { lat: degrees(lat), lng: degrees(lng) };
}

/** The body the API takes, from what the form holds (the schema then judges it). */
function bodyOf(draft: Draft): Record<string, unknown> {
  const img = draft.img === OTHER ? draft.imgUrl.trim() : draft.img;
  const more = draft.morePhotos
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const price = draft.price.trim();
  return {
    title: draft.title,
    description: draft.description,
    price: price === '' ? undefined : /^\d+(\.\d{1,2})?$/.test(price) ? Number(price) : price,
    country: draft.country,
    region: draft.region || undefined,
    img,
    photos: [img, ...more],
    location: locationOf(draft),
  };
}

type Field =
  'title' | 'description' | 'price' | 'country' | 'region' | 'img' | 'photos' | 'lat' | 'lng';

/** The draft judged by the schema: one message per field that is wrong. */
function judge(draft: Draft): Messages<Field> {
  const found: Messages<Field> = {};
  // One of the two alone places nothing: say which is missing (the schema would only say "a number").
  if (draft.lat.trim() === '' && draft.lng.trim() !== '')
    found.lat = 'Latitude is needed with a longitude (or leave both empty)';
  if (draft.lng.trim() === '' && draft.lat.trim() !== '')
    found.lng = 'Longitude is needed with a latitude (or leave both empty)';
  const parsed = placeBodySchema.safeParse(bodyOf(draft));
  if (parsed.success) return found;
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    const field = (
      first === 'location' ? (second === 'lng' ? 'lng' : 'lat') : String(first ?? 'title')
    ) as Field;
    // The first photo is the main picture: its problem is already said there.
    if (field === 'photos' && issue.path[1] === 0) continue;
    found[field] ??= issue.message;
  }
  return found;
}

/** What the form submits to the action: the place's id when editing, and its checked body. */
type PlaceSubmission = { id: string | null; body: PlaceBody };

/** What the action answers when the place was not saved. */
interface PlaceFailure {
  failure: string;
}

/**
 * Adds or saves the place (the form checked it; the API checks it again), then back to the list;
 * or saves its owners (their own form), staying on the page.
 */
export async function clientAction({
  request,
}: ActionFunctionArgs): Promise<Response | PlaceFailure | OwnersOutcome> {
  const submission = (await request.json()) as PlaceSubmission | OwnersSubmission;
  if ('intent' in submission && submission.intent === OWNERS_INTENT) return saveOwners(submission);
  const { id, body } = submission as PlaceSubmission;
  try {
    if (id) await updatePlace(id, body);
    else await createPlace(body);
    toast.success(id ? 'Place updated' : 'Place added');
    return redirect(paths.admin);
  } catch (error) {
    return { failure: error instanceof Error ? error.message : 'The place was not saved.' };
  }
}

/** Saving the owners changes nothing the place's form shows: its data is not loaded again. */
export function shouldRevalidate({ json, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = (json as { intent?: unknown } | undefined)?.intent;
  return intent === OWNERS_INTENT ? false : defaultShouldRevalidate;
}

function PlaceForm({ place, pictures }: { place?: AdminPlace; pictures: string[] }) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(place, pictures));
  const fields = useFieldErrors(judge);
  const errors = fields.errors;
  const submit = useSubmit();
  const navigation = useNavigation();
  // Busy from the submit until the list it leads to has loaded.
  const saving = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const answer = useActionData() as PlaceFailure | undefined;
  const failure = saving ? null : (answer?.failure ?? null);
  const set = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    fields.changed(next);
  };

  function save(event: FormEvent) {
    event.preventDefault();
    if (!fields.checkAll(draft)) return;
    const parsed = placeBodySchema.safeParse(bodyOf(draft));
    if (!parsed.success) return;
    const submission: PlaceSubmission = { id: place?._id ?? null, body: parsed.data };
    void submit(submission, { method: 'post', encType: 'application/json' });
  }

  return (
    <Form method="post" className={styles.form} onSubmit={save} noValidate>
      <InputField
        id={`${id}-title`}
        label="Title"
        value={draft.title}
        maxLength={120}
        error={errors.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextAreaField
        id={`${id}-description`}
        label="Description"
        rows={6}
        value={draft.description}
        maxLength={2000}
        error={errors.description}
        onChange={(e) => set({ description: e.target.value })}
      />
      <InputField
        id={`${id}-price`}
        label="Price (US$)"
        inputMode="decimal"
        value={draft.price}
        error={errors.price}
        onChange={(e) => set({ price: e.target.value })}
      />
      <InputField
        id={`${id}-country`}
        label="Country"
        value={draft.country}
        maxLength={80}
        error={errors.country}
        onChange={(e) => set({ country: e.target.value })}
      />
      <div className={styles.select}>
        <label htmlFor={`${id}-region`}>Region</label>
        <select
          id={`${id}-region`}
          value={draft.region}
          aria-invalid={errors.region ? true : undefined}
          aria-describedby={errors.region ? `${id}-region-error` : undefined}
          onChange={(e) => set({ region: e.target.value })}
        >
          <option value="">Choose a region</option>
          {REGIONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        {errors.region && (
          <span id={`${id}-region-error`} className={styles.error} role="alert">
            {errors.region}
          </span>
        )}
      </div>
      <div className={styles.select}>
        <label htmlFor={`${id}-img`}>Main picture</label>
        <select
          id={`${id}-img`}
          value={draft.img}
          aria-invalid={errors.img && draft.img !== OTHER ? true : undefined}
          aria-describedby={errors.img && draft.img !== OTHER ? `${id}-img-error` : undefined}
          onChange={(e) => set({ img: e.target.value })}
        >
          {pictures.map((src) => (
            <option key={src} value={src}>
              {src.replace(/^\/images\/services\//, '')}
            </option>
          ))}
          <option value={OTHER}>Another picture (an https address)</option>
        </select>
        {errors.img && draft.img !== OTHER && (
          <span id={`${id}-img-error`} className={styles.error} role="alert">
            {errors.img}
          </span>
        )}
      </div>
      {draft.img === OTHER && (
        <InputField
          id={`${id}-img-url`}
          label="Picture address"
          type="url"
          placeholder="https://"
          value={draft.imgUrl}
          error={errors.img}
          onChange={(e) => set({ imgUrl: e.target.value })}
        />
      )}
      <TextAreaField
        id={`${id}-photos`}
        label="More pictures"
        optional
        hint="One per line: a picture of the site (/images/…webp) or an https address."
        rows={3}
        value={draft.morePhotos}
        error={errors.photos}
        onChange={(e) => set({ morePhotos: e.target.value })}
      />
      <InputField
        id={`${id}-lat`}
        label="Latitude"
        optional
        inputMode="decimal"
        hint="Decimal degrees, -90 (south) to 90 (north). With a longitude, the place gets a map."
        value={draft.lat}
        error={errors.lat}
        onChange={(e) => set({ lat: e.target.value })}
      />
      <InputField
        id={`${id}-lng`}
        label="Longitude"
        optional
        inputMode="decimal"
        hint="Decimal degrees, -180 (west) to 180 (east)."
        value={draft.lng}
        error={errors.lng}
        onChange={(e) => set({ lng: e.target.value })}
      />
      {failure && <Alert>{failure}</Alert>}
      <div className={styles.buttons}>
        <Button type="submit" busy={saving}>
          {place ? 'Save changes' : 'Add place'}
        </Button>
        <ButtonLink to={paths.admin} variant="secondary">
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}

export default Component;

/** Until the browser has the session and the page's data: the page's frame, loading. */
export { AppLoading as HydrateFallback } from '@/components/ui/app-loading';
