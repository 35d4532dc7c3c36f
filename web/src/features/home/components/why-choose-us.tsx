import { Section } from '@/components/ui/section';
import styles from './why-choose-us.module.css';

const REASONS = [
  {
    title: 'Unique Destination',
    text: 'Routes our guides have walked themselves, from famous sights to hidden villages.',
    icon: 'M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  },
  {
    title: 'Worth of Money',
    text: 'Clear prices with flights, stays and guides included. No surprises at checkout.',
    icon: 'M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22zm1 17.9V20h-2v-1.1c-1.7-.3-3-1.4-3.1-3h2c.1.9.9 1.5 2.1 1.5 1.3 0 2-.6 2-1.4 0-.8-.6-1.2-2.2-1.6-2-.5-3.5-1.2-3.5-3.1 0-1.5 1.1-2.6 2.7-3V7h2v1.3c1.6.4 2.6 1.5 2.7 3h-2c-.1-.9-.8-1.4-1.9-1.4-1.1 0-1.8.5-1.8 1.3 0 .7.6 1.1 2.2 1.5 2.1.5 3.5 1.3 3.5 3.2 0 1.6-1.2 2.7-2.7 3z',
  },
  {
    title: 'Wonderful Places',
    text: 'Hand-picked hotels and viewpoints, timed to miss the crowds and catch the light.',
    icon: 'M14 6l-3.75 5 2.85 3.8-1.6 1.2L7 10l-6 8h22L14 6z',
  },
];

export function WhyChooseUs() {
  return (
    <Section
      id="why-us"
      tone="sand"
      eyebrow="Travel with confidence"
      title="Why choose our tour packages"
    >
      <ul className={styles.list}>
        {REASONS.map((reason) => (
          <li key={reason.title} className={styles.item}>
            <span className={styles.icon}>
              <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={reason.icon} fill="currentColor" />
              </svg>
            </span>
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
