/*
 * What travellers type, each with the seeded place (emulators/seed/places.json) it must put in
 * the first three: words in any order, typos, words from the description, accents, a word half
 * typed, filters. The API's search test and the engines' contract test both run it.
 */
export interface TravellerQuery {
  q: string;
  /** The place that must be in the first three. */
  want: string;
  /** GET /catalog's filters, as query parameters. */
  filters?: { region?: string; minPrice?: number; maxPrice?: number };
}

export const TRAVELLER_QUERIES: TravellerQuery[] = [
  // Any order, words from the country or the title.
  { q: 'japan kyoto', want: 'kyoto-japan' },
  { q: 'peru machu picchu', want: 'machu-picchu-peru' },
  { q: 'zealand queenstown', want: 'queenstown-new-zealand' },
  { q: 'egypt pyramids', want: 'pyramids-of-giza-egypt' },
  { q: 'chile torres', want: 'torres-del-paine-chile' },
  // Typos: one for words of 4-7 letters, two for 8 or more, a swap of two letters as one.
  { q: 'kyotto', want: 'kyoto-japan' },
  { q: 'machu pichu', want: 'machu-picchu-peru' },
  { q: 'marakech', want: 'marrakech-morocco' },
  { q: 'santorni', want: 'santorini-greece' },
  { q: 'reykjavk', want: 'reykjavik-iceland' },
  { q: 'serengetti', want: 'serengeti-tanzania' },
  { q: 'galapogos', want: 'galapagos-islands-ecuador' },
  { q: 'capadocia', want: 'cappadocia-turkiye' },
  { q: 'havanna', want: 'havana-cuba' },
  { q: 'lisbno', want: 'lisbon-portugal' },
  { q: 'sydeny', want: 'sydney-australia' },
  { q: 'petar jordan', want: 'petra-jordan' },
  { q: 'queenstwon', want: 'queenstown-new-zealand' },
  { q: 'victoria fals', want: 'victoria-falls-zimbabwe' },
  { q: 'marrackesh', want: 'marrakech-morocco' },
  // Words from the description.
  { q: 'penguins', want: 'cape-town-south-africa' },
  { q: 'table mountain', want: 'cape-town-south-africa' },
  { q: 'cherry blossom', want: 'kyoto-japan' },
  { q: 'fado', want: 'lisbon-portugal' },
  { q: 'northern lights', want: 'reykjavik-iceland' },
  { q: 'hot air balloon', want: 'cappadocia-turkiye' },
  { q: 'wildebeest migration', want: 'serengeti-tanzania' },
  { q: 'giant tortoises', want: 'galapagos-islands-ecuador' },
  { q: 'bungy jumping', want: 'queenstown-new-zealand' },
  { q: 'opera house', want: 'sydney-australia' },
  { q: 'statue of liberty', want: 'new-york-city-usa' },
  { q: 'sphinx', want: 'pyramids-of-giza-egypt' },
  { q: 'inca trail', want: 'machu-picchu-peru' },
  { q: 'limoncello', want: 'amalfi-coast-italy' },
  { q: 'overwater bungalow', want: 'bora-bora-french-polynesia' },
  { q: 'kayak sea caves', want: 'ha-long-bay-vietnam' },
  { q: 'souks spices', want: 'marrakech-morocco' },
  { q: 'rice terraces', want: 'bali-indonesia' },
  { q: 'lake louise', want: 'banff-canada' },
  { q: 'treasury siq', want: 'petra-jordan' },
  { q: 'sandstone monolith', want: 'uluru-australia' },
  { q: 'pinguins', want: 'cape-town-south-africa' },
  { q: 'cherry blosom kyoto', want: 'kyoto-japan' },
  // Accents and case, either way round.
  { q: 'sao paulo', want: 'sao-paulo-brazil' },
  { q: 'SÃO PAULO', want: 'sao-paulo-brazil' },
  { q: 'turkiye', want: 'cappadocia-turkiye' },
  { q: 'GÖREME', want: 'cappadocia-turkiye' },
  { q: 'goreme', want: 'cappadocia-turkiye' },
  { q: 'chichen itza', want: 'chichen-itza-mexico' },
  { q: 'yucatan', want: 'chichen-itza-mexico' },
  { q: 'Galápagos', want: 'galapagos-islands-ecuador' },
  // The last word half typed.
  { q: 'machu pic', want: 'machu-picchu-peru' },
  { q: 'torres del pa', want: 'torres-del-paine-chile' },
  { q: 'amalfi co', want: 'amalfi-coast-italy' },
  { q: 'reykj', want: 'reykjavik-iceland' },
  // With filters.
  { q: 'temple', want: 'bali-indonesia', filters: { region: 'Asia' } },
  { q: 'national park', want: 'banff-canada', filters: { maxPrice: 2500 } },
  { q: 'balloon', want: 'serengeti-tanzania', filters: { region: 'Africa' } },
  { q: 'islands', want: 'galapagos-islands-ecuador', filters: { region: 'South America' } },
  {
    q: 'sunset',
    want: 'uluru-australia',
    filters: { region: 'Oceania', minPrice: 2000, maxPrice: 3000 },
  },
  { q: 'lake', want: 'banff-canada', filters: { region: 'North America' } },
  { q: 'volcanic', want: 'santorini-greece', filters: { region: 'Europe' } },
];
