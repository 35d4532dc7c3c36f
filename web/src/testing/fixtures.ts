import type { Service } from '@contract/places';
import type { Photo, PublicReview, Review, ReviewListItem } from '@contract/reviews';

const longText = (place: string) =>
  `${place} is a place of old streets, quiet gardens and long views, loved by travellers who come back year after year for its food and light.`;

const picture = (title: string) =>
  `/images/services/${title
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/-$/, '')}-800.webp`;

const unrated: Service['rating'] = { average: null, count: 0, histogram: [0, 0, 0, 0, 0] };

const places: [string, string, Service['region'], Service['location']][] = [
  ['Santorini, Greece', 'Greece', 'Europe', { lat: 36.4167, lng: 25.4317 }],
  ['Kyoto, Japan', 'Japan', 'Asia', { lat: 35.0116, lng: 135.7681 }],
  ['Machu Picchu, Peru', 'Peru', 'South America', { lat: -13.1631, lng: -72.545 }],
  ['Cape Town, South Africa', 'South Africa', 'Africa', { lat: -33.9628, lng: 18.4098 }],
  // One nobody has located: it works everywhere and shows no map.
  ['Banff, Canada', 'Canada', 'North America', null],
];

export const services: Service[] = places.map(([title, country, region, location], index) => ({
  _id: title
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/-$/, ''),
  title,
  description: longText(title),
  price: 1000 + index * 250,
  img: picture(title),
  photos: [picture(title), picture(title).replace('-800', '-2-800')],
  country,
  region,
  location,
  rating: unrated,
}));

export const kyoto = services[1] as Service;

export function review(overrides: Partial<ReviewListItem> = {}): ReviewListItem {
  return {
    _id: 'rev1',
    service: kyoto._id,
    serviceName: kyoto.title,
    price: kyoto.price,
    customer: 'Tess Traveller',
    email: 'tess@example.com',
    message: 'Wonderful temples and very kind guides.',
    rating: 5,
    hidden: false,
    helpful: 0,
    response: null,
    photos: [],
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    img: kyoto.img,
    ...overrides,
  };
}

export function storedReview(overrides: Partial<Review> = {}): Review {
  const listed: Partial<ReviewListItem> = review();
  delete listed.img;
  return { ...(listed as Review), ...overrides };
}

/** Review `n` of a place as the public list sends it (Traveller n, "Review number n"). */
export function publicReview(n: number, overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    _id: `r${n}`,
    customer: `Traveller ${n}`,
    rating: 4,
    message: `Review number ${n}`,
    helpful: 0,
    response: null,
    photos: [],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    authorPhotoURL: null,
    ...overrides,
  };
}

/** Photo `n` of a review as the API sends it (WebP files on the local Storage emulator). */
export function photo(n: number, overrides: Partial<Photo> = {}): Photo {
  const base = `http://127.0.0.1:9199/demo-tourist-guide.appspot.com/photos/p${n}`;
  return {
    id: `p${n}`,
    width: 1600,
    height: 1200,
    alt: '',
    urls: { small: `${base}/abc-400.webp`, large: `${base}/abc-1600.webp` },
    ...overrides,
  };
}
