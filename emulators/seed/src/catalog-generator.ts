import type { ServiceInput, ServiceRating } from '../../../functions/src/services/schema.js';

/*
 * A large, made-up catalogue for benches and manual tries: places named like real
 * ones ("Old Town of Porto", "Lakes of Hokkaido"), in real countries and regions,
 * with varied prices and ratings, reusing the seeded places' pictures. The same
 * `count` and `seed` always give the same catalogue.
 */

const COUNTRIES: [country: string, region: ServiceInput['region'], places: string[]][] = [
  ['Morocco', 'Africa', ['Fes', 'Essaouira', 'Chefchaouen', 'Merzouga']],
  ['Kenya', 'Africa', ['Maasai Mara', 'Lamu', 'Amboseli', 'Mombasa']],
  ['Namibia', 'Africa', ['Sossusvlei', 'Etosha', 'Swakopmund']],
  ['Japan', 'Asia', ['Hokkaido', 'Nara', 'Hakone', 'Osaka', 'Kanazawa']],
  ['Vietnam', 'Asia', ['Hoi An', 'Hue', 'Sapa', 'Da Lat']],
  ['Thailand', 'Asia', ['Chiang Mai', 'Krabi', 'Ayutthaya', 'Koh Lanta']],
  ['India', 'Asia', ['Jaipur', 'Udaipur', 'Varanasi', 'Kerala']],
  ['Portugal', 'Europe', ['Porto', 'Sintra', 'the Algarve', 'Madeira']],
  ['Italy', 'Europe', ['Florence', 'Cinque Terre', 'the Dolomites', 'Sicily', 'Lake Como']],
  ['France', 'Europe', ['Provence', 'Annecy', 'Brittany', 'Corsica']],
  ['Norway', 'Europe', ['the Lofoten Islands', 'Bergen', 'Tromsø', 'Geiranger']],
  ['Türkiye', 'Asia', ['Pamukkale', 'Antalya', 'Ephesus']],
  ['Mexico', 'North America', ['Oaxaca', 'Tulum', 'San Miguel de Allende', 'Baja California']],
  ['Canada', 'North America', ['Québec City', 'Vancouver Island', 'Jasper', 'Nova Scotia']],
  ['United States', 'North America', ['Yosemite', 'New Orleans', 'Zion', 'Hawaiʻi', 'Maine']],
  ['Peru', 'South America', ['Cusco', 'the Sacred Valley', 'Arequipa', 'Lake Titicaca']],
  ['Argentina', 'South America', ['Patagonia', 'Mendoza', 'Salta', 'Iguazú']],
  ['Colombia', 'South America', ['Cartagena', 'Medellín', 'the Coffee Region']],
  ['Brazil', 'South America', ['Salvador', 'Paraty', 'the Pantanal', 'Florianópolis']],
  ['Australia', 'Oceania', ['Tasmania', 'the Great Ocean Road', 'Kakadu', 'Byron Bay']],
  ['New Zealand', 'Oceania', ['Rotorua', 'Abel Tasman', 'Milford Sound', 'Wanaka']],
  ['Fiji', 'Oceania', ['the Mamanuca Islands', 'Taveuni', 'the Yasawa Islands']],
];

const FEATURES = [
  'Old Town of',
  'Coast of',
  'Lakes of',
  'Mountains of',
  'Markets of',
  'Temples of',
  'Wildlife of',
  'Food and Wine of',
  'Hidden Villages of',
  'Rivers of',
  'Islands of',
  'Walking Trails of',
];

const DESCRIPTION =
  'A made-up place for trying the catalogue at scale: a week of guided walks, local food and ' +
  'quiet evenings, with a small group and a local guide. Best in spring and autumn. Tip: book ' +
  'early for the long weekends, when rooms fill first.';

/** A small, fast, seedable generator (mulberry32). */
function random(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

function ratingFor(rand: () => number): ServiceRating {
  // A third of places have few or no ratings; the rest between a handful and a few hundred.
  const count = rand() < 0.33 ? Math.floor(rand() * 3) : 3 + Math.floor(rand() ** 2 * 400);
  const quality = 2.5 + rand() * 2.5;
  const histogram: ServiceRating['histogram'] = [0, 0, 0, 0, 0];
  for (let i = 0; i < count; i++) {
    const stars = Math.max(1, Math.min(5, Math.round(quality + (rand() - 0.5) * 2)));
    histogram[stars - 1] = (histogram[stars - 1] ?? 0) + 1;
  }
  const total = histogram.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return { average: count === 0 ? null : total / count, count, histogram };
}

export function generatePlaces(
  count: number,
  pictures: readonly { img: string; photos: string[] }[],
  seed = 42,
): { place: ServiceInput; rating: ServiceRating }[] {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const [country, region, names] = pick(COUNTRIES);
    const picture = pick(pictures);
    const title = `${pick(FEATURES)} ${pick(names)}`;
    return {
      place: {
        _id: `generated-${String(i).padStart(6, '0')}`,
        title,
        description: DESCRIPTION,
        price: 500 + Math.round(rand() * 80) * 50,
        country,
        region,
        img: picture.img,
        photos: picture.photos,
      },
      rating: ratingFor(rand),
    };
  });
}
