import type { Service } from '@functions/services/schema';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { formatPrice } from '@/components/ui/price';
import { ResponsiveImage, serviceImageVariants } from '@/components/ui/responsive-image';
import card from '@/components/ui/card.module.css';
import { truncateDescription } from './truncate';

interface ServiceCardProps {
  service: Service;
  /** See ResponsiveImage: true for the page's largest picture, 'eager' for the rest of the first row. */
  priority?: boolean | 'eager';
}

export function ServiceCard({ service, priority = false }: ServiceCardProps) {
  const titleId = `service-${service._id}`;
  return (
    <li className={card.card}>
      <div className={card.media}>
        <ResponsiveImage
          variants={serviceImageVariants(service.img)}
          sizes="(min-width: 64rem) 23rem, (min-width: 36rem) 50vw, 100vw"
          ratio={[4, 3]}
          alt={service.title}
          priority={priority}
        />
      </div>
      <div className={card.body}>
        <h2 className={card.title} id={titleId}>
          {service.title}
        </h2>
        <p className={card.text}>{truncateDescription(service.description)}</p>
        <div className={card.footer}>
          <span className={card.price}>
            {formatPrice(service.price)} <span className={card.priceUnit}>per person</span>
          </span>
          <ButtonLink
            to={paths.serviceDetail.to(service._id)}
            size="small"
            aria-describedby={titleId}
          >
            View Details
          </ButtonLink>
        </div>
      </div>
    </li>
  );
}
