import type { SavedPlace } from '@contract/saved';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardFooter, CardPrice } from '@/components/ui/card';
import { formatPrice } from '@/components/ui/price';
import { RatingLine } from '@/components/ui/rating-line';
import { PlaceCardImage } from '@/components/ui/place-card-image';
import { serviceImageVariants } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { currentUid } from '@/lib/auth/session';
import { setSaved } from './saved-session';
import styles from './saved.module.css';

/** A press on the server's copy of the list waits for the session it was drawn without. */
async function remove(uid: string | null, place: SavedPlace): Promise<void> {
  const account = uid ?? (await currentUid());
  if (account) await setSaved(account, place, false);
}

/**
 * One place on /saved, with a way to remove it. A retired place is marked "No longer offered"
 * and not linked: its page only says so (410).
 */
export function SavedCard({
  place,
  uid,
  priority = false,
}: {
  place: SavedPlace;
  /** The reader's account; null on the server's copy of the list, until the session is known. */
  uid: string | null;
  /** The picture's loading (PlaceCardImage): the first card's is the page's largest paint. */
  priority?: boolean | 'eager';
}) {
  const titleId = `saved-${place._id}`;
  return (
    <Card
      heading="h2"
      title={place.title}
      titleId={titleId}
      badge={place.archived ? 'No longer offered' : undefined}
      image={
        <PlaceCardImage
          variants={serviceImageVariants(place.img)}
          alt={place.title}
          columns={3}
          priority={priority}
        />
      }
      meta={<RatingLine average={place.rating.average} count={place.rating.count} />}
      footer={
        <CardFooter>
          <CardPrice unit="per person">{formatPrice(place.price)}</CardPrice>
          <span className={styles.actions}>
            {!place.archived && (
              <ButtonLink
                to={paths.serviceDetail.to(place._id)}
                size="small"
                aria-describedby={titleId}
              >
                View Details
              </ButtonLink>
            )}
            <Button variant="secondary" size="small" onClick={() => void remove(uid, place)}>
              Remove<span className="visually-hidden"> {place.title}</span>
            </Button>
          </span>
        </CardFooter>
      }
    />
  );
}
