import type { ReactNode } from 'react';
import type { Service } from '@contract/places';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardFooter, CardPrice } from '@/components/ui/card';
import { PlaceCardImage } from '@/components/ui/place-card-image';
import { formatPrice } from '@/components/ui/price';
import { RatingLine } from '@/components/ui/rating-line';
import { serviceImageVariants } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import styles from './place-card.module.css';

/**
 * A place in a page's grid of cards (`cardGrid(3)`: all places, saved places): its picture,
 * name, rating and price per person, the reader's own action on it (Save, Remove) and a way to
 * its page. A retired place is marked "No longer offered" and not linked: its page only says so
 * (410).
 */
export function PlaceCard({
  place,
  position,
  text,
  action,
  retired = false,
  distance,
}: {
  place: Service;
  /** Its place in the grid, from 0: the first card is the page's largest paint on every screen,
   * the rest of the first row shows at once on large screens only. */
  position: number;
  /** A line under the rating (the start of the description). */
  text?: string;
  action?: ReactNode;
  retired?: boolean;
  /** How far it is from the reader, when the list is sorted by distance. */
  distance?: ReactNode;
}) {
  const titleId = `place-${place._id}`;
  return (
    <Card
      heading="h2"
      title={place.title}
      titleId={titleId}
      badge={retired ? 'No longer offered' : undefined}
      image={
        <PlaceCardImage
          variants={serviceImageVariants(place.img)}
          alt={place.title}
          columns={3}
          priority={position === 0 ? true : position < 3 ? 'eager' : false}
        />
      }
      meta={
        <>
          <RatingLine average={place.rating.average} count={place.rating.count} />
          {distance}
        </>
      }
      text={text}
      footer={
        <CardFooter>
          <CardPrice unit="per person">{formatPrice(place.price)}</CardPrice>
          <span className={styles.actions}>
            {action}
            {!retired && (
              <ButtonLink
                to={paths.serviceDetail.to(place._id)}
                size="small"
                aria-describedby={titleId}
              >
                View Details
              </ButtonLink>
            )}
          </span>
        </CardFooter>
      }
    />
  );
}
