import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const places = JSON.parse(readFileSync(path.join(ROOT, 'emulators/seed/places.json'), 'utf8')) as {
  _id: string;
  img: string;
  photos: string[];
  region: string;
}[];

describe('the seeded places', () => {
  it('are 24 or more, in every region, each with three or more pictures the site ships in both sizes', () => {
    expect(places.length).toBeGreaterThanOrEqual(24);
    expect(new Set(places.map((p) => p.region)).size).toBe(6);
    for (const place of places) {
      expect(place.photos.length, place._id).toBeGreaterThanOrEqual(3);
      expect(place.photos[0], place._id).toBe(place.img);
      expect(new Set(place.photos).size, `${place._id}: distinct pictures`).toBe(
        place.photos.length,
      );
      for (const photo of place.photos) {
        for (const size of ['-800.webp', '-400.webp', '-200.webp']) {
          const file = path.join(ROOT, 'web/public', photo.replace(/-800\.webp$/, size));
          expect(existsSync(file), file).toBe(true);
        }
      }
    }
  });
});
