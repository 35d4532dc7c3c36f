import type { Service } from '@contract/places';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { formatPrice } from '@/components/ui/price';
import { PlaceCardImage } from '@/components/ui/place-card-image';
import { serviceImageVariants } from '@/components/ui/responsive-image';
import { Card, CardFooter, CardPrice } from '@/components/ui/card';
import { RatingLine } from '@/components/ui/rating-line';
import { SaveToggle } from '@/features/saved';
import { truncateDescription } from './truncate';

interface ServiceCardProps {
  service: Service;
  /** See ResponsiveImage: true for the page's largest picture, 'eager' for the rest of the first row. */
  priority?: boolean | 'eager';
}

export function ServiceCard({ service, priority = false }: ServiceCardProps) {
  const titleId = `service-${service._id}`;
  return (
    <Card
      heading="h2"
      title={service.title}
      titleId={titleId}
      image={
        <PlaceCardImage
          variants={serviceImageVariants(service.img)}
          alt={service.title}
          columns={3}
          priority={priority}
        />
      }
      meta={<RatingLine average={service.rating.average} count={service.rating.count} />}
      text={truncateDescription(service.description)}
      footer={
        <CardFooter>
          <CardPrice unit="per person">{formatPrice(service.price)}</CardPrice>
          <SaveToggle service={service} />
          <ButtonLink
            to={paths.serviceDetail.to(service._id)}
            size="small"
            aria-describedby={titleId}
          >
            View Details
          </ButtonLink>
        </CardFooter>
      }
    />
  );
}
