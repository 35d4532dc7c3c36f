import { kyoto, services } from '@/testing/fixtures';
import { placeJsonLd } from './place-jsonld';

describe('placeJsonLd', () => {
  it('describes a place as a TouristAttraction, with a rating only when it has ratings', () => {
    const url = 'https://guide.example/detail/kyoto-japan';
    const unrated = placeJsonLd(kyoto, url, 'https://guide.example');
    expect(unrated).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      name: kyoto.title,
      url,
      image: kyoto.photos.map((p) => `https://guide.example${p}`),
      offers: { price: kyoto.price.toFixed(2), priceCurrency: 'USD' },
    });
    expect(unrated).not.toHaveProperty('aggregateRating');
    const rated = placeJsonLd(
      { ...kyoto, rating: { average: 4.25, count: 4, histogram: [0, 0, 1, 1, 2] } },
      url,
      'https://guide.example',
    );
    expect(rated.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.25,
      ratingCount: 4,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('says where a place is (geo) when it has a location, and nothing of it when it has none', () => {
    const url = 'https://guide.example/detail/kyoto-japan';
    expect(placeJsonLd(kyoto, url, 'https://guide.example').geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 35.0116,
      longitude: 135.7681,
    });
    const unlocated = services.find((s) => s.location === null)!;
    expect(placeJsonLd(unlocated, url, 'https://guide.example')).not.toHaveProperty('geo');
  });
});
