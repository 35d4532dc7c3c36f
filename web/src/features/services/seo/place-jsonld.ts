import type { Service } from '@contract/places';

/**
 * schema.org data for a place's page: a TouristAttraction with its pictures, country, price and
 * where it is (`geo`, when it has a location), and its rating only when it has ratings (search
 * engines reject an empty one).
 */
export function placeJsonLd(service: Service, url: string, origin: string) {
  const picture = (src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src}`);
  const { rating } = service;
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: service.title,
    description: service.description,
    url,
    image: service.photos.map(picture),
    address: { '@type': 'PostalAddress', addressCountry: service.country },
    ...(service.location
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: service.location.lat,
            longitude: service.location.lng,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      price: service.price.toFixed(2),
      priceCurrency: 'USD',
      url,
    },
    ...(rating.count > 0 && rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(rating.average.toFixed(2)),
            ratingCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** A description for previews: the place's own words, cut at a word near 155 characters. */
export function placeDescription(service: Service): string {
  const text = `${service.title}: ${service.description}`.replace(/\s+/g, ' ').trim();
  if (text.length <= 155) return text;
  const cut = text.slice(0, 155);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
