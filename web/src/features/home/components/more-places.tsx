import { PlaceCardImage } from '@/components/ui/place-card-image';
import { homeImageVariants } from '@/components/ui/responsive-image';
import { Section } from '@/components/ui/section';
import { Card, cardGrid } from '@/components/ui/card';

const PLACES = [
  {
    id: 1,
    title: 'Paris, France',
    description:
      'The Eiffel Tower, the Louvre and cafe-lined boulevards make Paris the classic city break. Cruise the Seine after dark, when the tower sparkles for five minutes every hour.',
    img: '/images/home/place-1',
  },
  {
    id: 2,
    title: 'Grand Canyon, USA',
    description:
      'Carved by the Colorado River, the canyon runs 446 km and plunges more than 1.8 km deep. Watch its layered rock glow red at sunset from the South Rim.',
    img: '/images/home/place-2',
  },
  {
    id: 3,
    title: 'Sydney Harbour, Australia',
    description:
      "The sail-shaped Opera House and the Harbour Bridge frame one of the world's great natural harbours. Ride the ferry to Manly for a view of both.",
    img: '/images/home/place-3',
  },
  {
    id: 4,
    title: 'Great Wall, China',
    description:
      'Watchtowers and ramparts snake across the mountains of northern China. The restored Mutianyu section near Beijing is quieter than Badaling and has a cable car.',
    img: '/images/home/place-4',
  },
];

export function MorePlaces() {
  return (
    <Section
      id="more-places"
      tone="sand"
      eyebrow="Travel inspiration"
      title="Some More Tourist Place"
      intro="Famous sights our travellers keep coming back to."
    >
      <ul className={cardGrid(4)}>
        {PLACES.map((place) => (
          <Card
            key={place.id}
            title={place.title}
            text={place.description}
            image={
              <PlaceCardImage
                variants={homeImageVariants(place.img)}
                alt={place.title}
                columns={4}
              />
            }
          />
        ))}
      </ul>
    </Section>
  );
}
