import { formatPrice } from '@/components/ui/price';
import { PlaceCardImage } from '@/components/ui/place-card-image';
import { homeImageVariants } from '@/components/ui/responsive-image';
import { Section } from '@/components/ui/section';
import { Card, CardPrice, cardGrid } from '@/components/ui/card';
import styles from './special-offers.module.css';

const OFFERS = [
  {
    id: 'india',
    name: 'India',
    price: 1900,
    days: '10 days',
    note: 'Delhi, Agra and Jaipur',
    alt: 'The Taj Mahal at sunrise',
  },
  {
    id: 'dubai',
    name: 'Dubai',
    price: 2500,
    days: '6 days',
    note: 'Desert safari and skyline',
    alt: 'The Dubai skyline and camels crossing the desert at dusk',
  },
  {
    id: 'malaysia',
    name: 'Malaysia',
    price: 3000,
    days: '9 days',
    note: 'Kuala Lumpur and Langkawi',
    alt: 'The Petronas Towers in Kuala Lumpur at night',
  },
  {
    id: 'italy',
    name: 'Italy',
    price: 3000,
    days: '8 days',
    note: 'Rome, Florence and Tuscany',
    alt: 'Tuscan hills with cypress trees and a farmhouse',
  },
];

export function SpecialOffers() {
  return (
    <Section
      id="offers"
      eyebrow="Limited seats"
      title="Our Special Tour Offer"
      intro="Guided group tours with flights, hotels and local experts included."
    >
      <ul className={cardGrid(4)}>
        {OFFERS.map((offer) => (
          <Card
            key={offer.id}
            title={offer.name}
            badge={offer.days}
            text={offer.note}
            image={
              <PlaceCardImage
                variants={homeImageVariants(`/images/home/offer-${offer.id}`)}
                alt={offer.alt}
                columns={4}
              />
            }
            footer={
              <p className={styles.price}>
                <span className={styles.from}>from </span>
                <CardPrice>{formatPrice(offer.price)}</CardPrice>
              </p>
            }
          />
        ))}
      </ul>
    </Section>
  );
}
