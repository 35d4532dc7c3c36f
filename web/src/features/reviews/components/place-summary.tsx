import { formatPrice } from '@/components/ui/price';
import { serviceImageVariants } from '@/components/ui/responsive-image';
import styles from './reviews.module.css';

/** Which place a review is about: 'Place Name', its picture and price. */
export function PlaceSummary({
  name,
  img,
  price,
}: {
  name: string;
  img?: string | null;
  price: number;
}) {
  const small = img ? serviceImageVariants(img)[0]?.src : undefined;
  return (
    <div className={styles.place}>
      {small && <img src={small} alt="" width={400} height={300} />}
      <div>
        <span className={styles.placeLabel}>Place Name</span>
        <p className={styles.placeName}>{name}</p>
        <span>{formatPrice(price)}</span>
      </div>
    </div>
  );
}
