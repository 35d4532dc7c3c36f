import { ResponsiveImage, homeImageVariants } from '@/components/ui/responsive-image';
import { Section } from '@/components/ui/section';
import card from '@/components/ui/card.module.css';

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
      <ul className={`${card.grid} ${card.grid4}`}>
        {PLACES.map((place) => (
          <li key={place.id} className={card.card}>
            <div className={card.media}>
              <ResponsiveImage
                variants={homeImageVariants(place.img)}
                sizes="(min-width: 64rem) 18rem, (min-width: 36rem) 50vw, 100vw"
                ratio={[4, 3]}
                alt={place.title}
              />
            </div>
            <div className={card.body}>
              <h3 className={card.title}>{place.title}</h3>
              <p className={card.text}>{place.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
