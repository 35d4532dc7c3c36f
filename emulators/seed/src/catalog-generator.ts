import type { ServiceInput, ServiceRating } from '../../../functions/src/services/schema.js';

/*
 * A large, made-up catalogue for benches and manual tries: places named like real
 * ones ("Old Town of Porto", "Lakes of Hokkaido"), in real countries and regions,
 * with varied prices and ratings, reusing the seeded places' pictures. The same
 * `count` and `seed` always give the same catalogue.
 */

/** A place's name in its country and where it is (WGS 84), roughly its centre. */
type Spot = [name: string, lat: number, lng: number];

export const COUNTRIES: [country: string, region: ServiceInput['region'], places: Spot[]][] = [
  [
    'Morocco',
    'Africa',
    [
      ['Fes', 34.0331, -5.0003],
      ['Essaouira', 31.5085, -9.7595],
      ['Chefchaouen', 35.1688, -5.2636],
      ['Merzouga', 31.0994, -4.0124],
    ],
  ],
  [
    'Kenya',
    'Africa',
    [
      ['Maasai Mara', -1.4061, 35.0089],
      ['Lamu', -2.2667, 40.917],
      ['Amboseli', -2.6527, 37.2606],
      ['Mombasa', -4.0335, 39.6782],
    ],
  ],
  [
    'Namibia',
    'Africa',
    [
      ['Sossusvlei', -24.7275, 15.343],
      ['Etosha', -18.8556, 16.3294],
      ['Swakopmund', -22.6784, 14.5316],
    ],
  ],
  [
    'Japan',
    'Asia',
    [
      ['Hokkaido', 43.0642, 141.3469],
      ['Nara', 34.6851, 135.8048],
      ['Hakone', 35.2324, 139.1069],
      ['Osaka', 34.6937, 135.5023],
      ['Kanazawa', 36.5613, 136.6562],
    ],
  ],
  [
    'Vietnam',
    'Asia',
    [
      ['Hoi An', 15.8801, 108.338],
      ['Hue', 16.4637, 107.5909],
      ['Sapa', 22.3364, 103.8438],
      ['Da Lat', 11.9404, 108.4583],
    ],
  ],
  [
    'Thailand',
    'Asia',
    [
      ['Chiang Mai', 18.7883, 98.9853],
      ['Krabi', 8.0863, 98.9063],
      ['Ayutthaya', 14.3692, 100.5877],
      ['Koh Lanta', 7.624, 99.079],
    ],
  ],
  [
    'India',
    'Asia',
    [
      ['Jaipur', 26.9124, 75.7873],
      ['Udaipur', 24.5854, 73.7125],
      ['Varanasi', 25.3176, 82.9739],
      ['Kerala', 10.8505, 76.2711],
    ],
  ],
  [
    'Portugal',
    'Europe',
    [
      ['Porto', 41.1579, -8.6291],
      ['Sintra', 38.8029, -9.3817],
      ['the Algarve', 37.0194, -7.9304],
      ['Madeira', 32.7607, -16.9595],
    ],
  ],
  [
    'Italy',
    'Europe',
    [
      ['Florence', 43.7696, 11.2558],
      ['Cinque Terre', 44.1461, 9.6439],
      ['the Dolomites', 46.4102, 11.844],
      ['Sicily', 37.5999, 14.0154],
      ['Lake Como', 45.8081, 9.0852],
    ],
  ],
  [
    'France',
    'Europe',
    [
      ['Provence', 43.9493, 4.8055],
      ['Annecy', 45.8992, 6.1294],
      ['Brittany', 48.202, -2.9326],
      ['Corsica', 42.0396, 9.0129],
    ],
  ],
  [
    'Norway',
    'Europe',
    [
      ['the Lofoten Islands', 68.2342, 14.5636],
      ['Bergen', 60.3913, 5.3221],
      ['Tromsø', 69.6392, 18.9903],
      ['Geiranger', 62.1008, 7.2059],
    ],
  ],
  [
    'Türkiye',
    'Asia',
    [
      ['Pamukkale', 37.9137, 29.1187],
      ['Antalya', 36.8969, 30.7133],
      ['Ephesus', 37.9397, 27.3409],
    ],
  ],
  [
    'Mexico',
    'North America',
    [
      ['Oaxaca', 17.0732, -96.7266],
      ['Tulum', 20.2114, -87.4654],
      ['San Miguel de Allende', 20.9144, -100.7452],
      ['Baja California', 30.8406, -115.2838],
    ],
  ],
  [
    'Canada',
    'North America',
    [
      ['Québec City', 46.8139, -71.223],
      ['Vancouver Island', 49.6506, -125.4494],
      ['Jasper', 52.8737, -118.0814],
      ['Nova Scotia', 44.682, -63.7443],
    ],
  ],
  [
    'United States',
    'North America',
    [
      ['Yosemite', 37.8651, -119.5383],
      ['New Orleans', 29.9511, -90.0715],
      ['Zion', 37.2982, -113.0263],
      ['Hawaiʻi', 19.8968, -155.5828],
      ['Maine', 45.2538, -69.4455],
    ],
  ],
  [
    'Peru',
    'South America',
    [
      ['Cusco', -13.532, -71.9675],
      ['the Sacred Valley', -13.3333, -72.0833],
      ['Arequipa', -16.409, -71.5375],
      ['Lake Titicaca', -15.8402, -70.0219],
    ],
  ],
  [
    'Argentina',
    'South America',
    [
      ['Patagonia', -41.8102, -68.9063],
      ['Mendoza', -32.8895, -68.8458],
      ['Salta', -24.7821, -65.4232],
      ['Iguazú', -25.65, -54.46],
    ],
  ],
  [
    'Colombia',
    'South America',
    [
      ['Cartagena', 10.391, -75.4794],
      ['Medellín', 6.2442, -75.5812],
      ['the Coffee Region', 4.8133, -75.6961],
    ],
  ],
  [
    'Brazil',
    'South America',
    [
      ['Salvador', -12.9777, -38.5016],
      ['Paraty', -23.2178, -44.7131],
      ['the Pantanal', -17.6509, -57.4],
      ['Florianópolis', -27.5904, -48.538],
    ],
  ],
  [
    'Australia',
    'Oceania',
    [
      ['Tasmania', -42.0409, 146.8087],
      ['the Great Ocean Road', -38.6805, 143.3914],
      ['Kakadu', -12.6769, 132.8262],
      ['Byron Bay', -28.6474, 153.602],
    ],
  ],
  [
    'New Zealand',
    'Oceania',
    [
      ['Rotorua', -38.1368, 176.2497],
      ['Abel Tasman', -40.9333, 172.9667],
      ['Milford Sound', -44.6464, 167.8924],
      ['Wanaka', -44.7032, 169.1321],
    ],
  ],
  [
    'Fiji',
    'Oceania',
    [
      ['Nadi', -17.7765, 177.4356],
      ['Taveuni', -16.85, -179.9667],
      ['the Yasawa Islands', -16.9333, 177.4],
    ],
  ],
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
    const [name, lat, lng] = pick(names);
    const title = `${pick(FEATURES)} ${name}`;
    // Within about 2 km of the spot: plausible, and markers of one spot do not all stack. Drawn
    // from a generator of its own, so the rest of a catalogue is what it was before locations.
    const jitter = random(seed * 100_003 + i);
    const near = (degrees: number) => Math.round((degrees + (jitter() - 0.5) * 0.04) * 1e4) / 1e4;
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
        location: { lat: near(lat), lng: near(lng) },
      },
      rating: ratingFor(rand),
    };
  });
}
