import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BrandMark } from './brand-mark';
import { SocialIcon, type SocialNetwork } from './social-icon';
import styles from './footer.module.css';

const SOCIAL_LINKS: { network: SocialNetwork; label: string }[] = [
  { network: 'twitter', label: 'Tourist Guide on Twitter' },
  { network: 'youtube', label: 'Tourist Guide on YouTube' },
  { network: 'facebook', label: 'Tourist Guide on Facebook' },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link to={paths.home} className={styles.brand}>
            <BrandMark />
            <span>Tourist Guide</span>
          </Link>
          <p className={styles.tagline}>
            Tourist Guide provides a tourist guideline service: trusted places, fair prices and
            honest reviews from travellers like you.
          </p>
        </div>
        <ul className={styles.social} aria-label="Social media">
          {SOCIAL_LINKS.map(({ network, label }) => (
            <li key={network}>
              {/* Every social link points at the site root (docs/product.md, Everywhere). */}
              <Link to={paths.home} aria-label={label} className={styles.socialLink}>
                <SocialIcon network={network} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.copyright}>Copyright © 2022 - All rights reserved by Tourist Guide</p>
    </footer>
  );
}
