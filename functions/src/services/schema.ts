import { z } from 'zod';
import { adminPageQueryShape } from '../http/next-page';
import { docIdSchema } from '../lib/ids';
import { isStorableText } from '../lib/text';
import { serviceRatingSchema } from './rating';
import { REGIONS } from './regions';
import { MAX_QUERY } from './search/words';

export { serviceRatingSchema, type ServiceRating } from './rating';

export const serviceIdParamsSchema = z.strictObject({ id: docIdSchema });

export { REGIONS, type Region } from './regions';

/** A picture the site ships (/images/…webp) or one on another site, over https. */
const pictureSchema = z
  .string()
  .max(500)
  .refine(
    (src) =>
      /^\/images\/[a-z0-9/_-]+\.webp$/.test(src) ||
      (/^https:\/\/[^\s"'<>]+$/.test(src) && isStorableText(src)),
    "must be one of the site's pictures (/images/….webp) or an https:// address",
  );

const text = (max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)
    .refine(isStorableText, `${what} contains characters that cannot be stored`);

/**
 * Where a place is, in WGS 84 degrees (what a map and a phone's location use), or null when
 * nobody has said: such a place works everywhere and shows no map.
 */
export const locationSchema = z
  .strictObject({
    lat: z
      .number({ error: 'Latitude must be a number of degrees' })
      .min(-90, 'Latitude must be from -90 to 90')
      .max(90, 'Latitude must be from -90 to 90'),
    lng: z
      .number({ error: 'Longitude must be a number of degrees' })
      .min(-180, 'Longitude must be from -180 to 180')
      .max(180, 'Longitude must be from -180 to 180'),
  })
  .nullable();
export type Location = NonNullable<z.infer<typeof locationSchema>>;

/** A place as it is made (seeded, imported, edited): what people write. `price` is in US dollars. */
export const serviceInputSchema = z
  .object({
    _id: docIdSchema,
    title: text(120, 'Title'),
    description: text(2000, 'Description'),
    price: z
      .number({ error: 'Price must be a number of dollars' })
      .nonnegative('Price cannot be negative')
      .max(1_000_000, 'Price must be at most 1,000,000 dollars'),
    country: text(80, 'Country'),
    region: z.enum(REGIONS, { error: `Region must be one of ${REGIONS.join(', ')}` }),
    img: pictureSchema,
    /** Every picture of the place; the first is `img`, the card's picture. */
    photos: z.array(pictureSchema).min(1, 'A place needs a picture').max(12),
    /** Absent in a file written before places had one: no location. */
    location: locationSchema.default(null),
  })
  .refine((place) => place.photos[0] === place.img, {
    message: 'The first photo must be the main picture (img)',
    path: ['photos'],
  });
export type ServiceInput = z.infer<typeof serviceInputSchema>;

/** A place as the API answers it: what people wrote, and what its reviews make of it. */
/** POST /admin/service and PUT /admin/service/:id: a place as an admin writes it (the id is made). */
export const placeBodySchema = z
  .strictObject({
    title: serviceInputSchema.shape.title,
    description: serviceInputSchema.shape.description,
    price: serviceInputSchema.shape.price,
    country: serviceInputSchema.shape.country,
    region: serviceInputSchema.shape.region,
    img: serviceInputSchema.shape.img,
    /** Every picture; the first must be `img`. Without it, the place has one picture, `img`. */
    photos: serviceInputSchema.shape.photos.optional(),
    /**
     * Where it is, or null for nowhere said (the place shows no map). Left out: none for a new
     * place, and an edit keeps the one stored (an editor that does not know the field loses nothing).
     */
    location: locationSchema.optional(),
  })
  .transform(({ photos, ...place }) => ({ ...place, photos: photos ?? [place.img] }))
  .refine((place) => place.photos[0] === place.img, {
    message: 'The first photo must be the main picture (img)',
    path: ['photos'],
  });
export type PlaceBody = z.output<typeof placeBodySchema>;

export const serviceSchema = z.object({
  ...serviceInputSchema.shape,
  rating: serviceRatingSchema,
});
export type Service = z.infer<typeof serviceSchema>;

/** What search reads of a place: the words it is found by and what its filters and sorts use. */
export type SearchablePlace = Pick<
  Service,
  '_id' | 'title' | 'country' | 'region' | 'description' | 'price' | 'rating' | 'location'
>;

/** The most places GET /service/:id/nearby lists, and how many by default. */
export const NEARBY_MAX = 12;
export const NEARBY_DEFAULT = 6;

/** GET /service/:id/nearby: `limit` 1-12, default 6; anything else is a 400. */
export const nearbyQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${NEARBY_MAX}` })
    .int(`limit must be a whole number from 1 to ${NEARBY_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${NEARBY_MAX}`)
    .max(NEARBY_MAX, `limit must be a whole number from 1 to ${NEARBY_MAX}`)
    .default(NEARBY_DEFAULT),
});

/** A nearby place: the place, and how far it is from the one asked about, in kilometres. */
export type NearbyPlace = Service & { distanceKm: number };

/**
 * GET /admin/services: a page of every place by title (`limit` 1-100, default 50; `cursor` from
 * the `Link` header), optionally only those whose title starts with `q` (case and accents aside).
 */
export const adminPlacesQuerySchema = z.strictObject({
  ...adminPageQueryShape,
  q: z.string().max(MAX_QUERY, `q must be at most ${MAX_QUERY} characters`).optional(),
});
export type AdminPlacesQuery = z.infer<typeof adminPlacesQuerySchema>;

/** A place as the admin pages list it: archived ones too. */
export const adminPlaceSchema = serviceSchema.extend({ archived: z.boolean() });
export type AdminPlace = z.infer<typeof adminPlaceSchema>;

export const createPlaceResultSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
});
export type CreatePlaceResult = z.infer<typeof createPlaceResultSchema>;

export const updatePlaceResultSchema = z.object({
  acknowledged: z.literal(true),
  modifiedCount: z.union([z.literal(0), z.literal(1)]),
});
export type UpdatePlaceResult = z.infer<typeof updatePlaceResultSchema>;

/** DELETE /admin/service/:id archives: the place leaves lists and search, its reviews stay. */
export const archivePlaceResultSchema = z.object({
  acknowledged: z.literal(true),
  archived: z.literal(true),
});
export type ArchivePlaceResult = z.infer<typeof archivePlaceResultSchema>;

/**
 * `relevance` (the best match first) needs `q`; it is the default when `q` is given. `distance`
 * (the nearest first) needs `near`. Both are served by the search index alone (find-places.ts).
 */
export const CATALOG_SORTS = [
  'relevance',
  'recommended',
  'rating',
  'reviews',
  'price',
  '-price',
  'title',
  'distance',
] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** A point on the map, in WGS 84 degrees. */
export interface Point {
  lat: number;
  lng: number;
}

/**
 * How precisely the API uses a reader's position: 2 decimals of a degree (at most about 1.1 km
 * out). A position is rounded as it is parsed, before anything else sees it (docs/api.md,
 * "Finding places near a point").
 */
export const NEAR_DECIMALS = 2;

/** A signed decimal number of degrees: no exponent, no hex, no Infinity. */
const DEGREES = String.raw`[+-]?\d{1,3}(?:\.\d{1,20})?`;
const NEAR_PATTERN = new RegExp(`^\\s*(${DEGREES})\\s*,\\s*(${DEGREES})\\s*$`);
const NEAR_SHAPE = 'near must be a latitude and a longitude in degrees, like 51.5,-0.12';

const roundDegrees = (x: number) => {
  const scale = 10 ** NEAR_DECIMALS;
  // + 0 turns -0 (a small negative rounded) into 0.
  return Math.round(x * scale) / scale + 0;
};

/**
 * `near=<lat>,<lng>`: two numbers of degrees, latitude -90..90 and longitude -180..180, else a
 * 400 naming `near` (its message never repeats the value). Rounded to NEAR_DECIMALS.
 */
export const nearSchema = z
  .string({ error: NEAR_SHAPE })
  .max(60, NEAR_SHAPE)
  .transform((text, ctx): Point => {
    const found = NEAR_PATTERN.exec(text);
    const [lat, lng] = found ? [Number(found[1]), Number(found[2])] : [NaN, NaN];
    const problem = !found
      ? NEAR_SHAPE
      : !(lat >= -90 && lat <= 90)
        ? 'near must have a latitude from -90 to 90'
        : !(lng >= -180 && lng <= 180)
          ? 'near must have a longitude from -180 to 180'
          : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return { lat: roundDegrees(lat), lng: roundDegrees(lng) };
  });

const dollars = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of dollars` })
    .nonnegative(`${name} cannot be negative`)
    .max(1_000_000, `${name} must be at most 1,000,000`);

/** GET /catalog query: every parameter optional; anything unknown is a 400. */
export const catalogQuerySchema = z
  .strictObject({
    q: z.string().max(MAX_QUERY, `q must be at most ${MAX_QUERY} characters`).optional(),
    region: z.enum(REGIONS, { error: `region must be one of ${REGIONS.join(', ')}` }).optional(),
    minPrice: dollars('minPrice').optional(),
    maxPrice: dollars('maxPrice').optional(),
    minRating: z.coerce
      .number({ error: 'minRating must be a number of stars' })
      .min(1, 'minRating must be from 1 to 5')
      .max(5, 'minRating must be from 1 to 5')
      .refine((n) => Number.isInteger(n * 2), 'minRating must be a whole or half star')
      .optional(),
    /** Without it: `relevance` when `q` is given, else `recommended` (find-places.ts). */
    sort: z
      .enum(CATALOG_SORTS, { error: `sort must be one of ${CATALOG_SORTS.join(', ')}` })
      .optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number from 1 to 48' })
      .int('limit must be a whole number from 1 to 48')
      .min(1, 'limit must be from 1 to 48')
      .max(48, 'limit must be from 1 to 48')
      .default(12),
    cursor: z.string().min(1).max(2000).optional(),
    /** Where the reader is: each item gains `distanceKm`; `sort=distance` needs it. */
    near: nearSchema.optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice cannot be more than maxPrice',
    path: ['minPrice'],
  })
  .refine((q) => q.sort !== 'relevance' || q.q !== undefined, {
    message: 'sort=relevance needs q: the best match for what?',
    path: ['sort'],
  })
  .refine((q) => q.sort !== 'distance' || q.near !== undefined, {
    message: 'sort=distance needs near=<lat>,<lng>: the distance from where?',
    path: ['sort'],
  });
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;

/**
 * 200 from GET /catalog: a page of matching places, the cursor to the next, and how many match:
 * exactly, or (`totalCapped`) at least `total`, when more match than the API counts. When `q`
 * finds nothing, `suggestion`: a query that finds something under the same filters, or null.
 */
/**
 * A place in a page of the catalogue. With `near`, each has `distanceKm`: great-circle kilometres
 * from that point, to 0.1 km, or null for a place without a location (never with sort=distance,
 * which lists only places with one).
 */
export const catalogItemSchema = serviceSchema.extend({
  distanceKm: z.number().nonnegative().nullable().optional(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;

export const catalogPageSchema = z.object({
  items: z.array(catalogItemSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nonnegative(),
  totalCapped: z.boolean(),
  suggestion: z.string().nullable().optional(),
});
export type CatalogPage = z.infer<typeof catalogPageSchema>;
