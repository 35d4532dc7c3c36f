import styles from './footer.module.css';

export type SocialNetwork = 'twitter' | 'youtube' | 'facebook';

/**
 * A social network's mark, drawn in the link's colour by CSS from its file in
 * public/icons/social: a picture, not script (footer.module.css).
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <span className={`${styles.socialIcon} ${styles[network]}`} aria-hidden="true" />;
}
