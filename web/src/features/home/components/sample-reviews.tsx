import { Section } from '@/components/ui/section';
import styles from './sample-reviews.module.css';

const SAMPLE_REVIEWS = [
  {
    id: 1,
    name: 'Sarah Johnson',
    review:
      'Our Kyoto trip was perfectly paced. The guide knew every quiet temple garden and the best time to visit each one.',
  },
  {
    id: 2,
    name: 'Rahim Uddin',
    review:
      'Great value for money. Flights, hotels and transfers all worked like clockwork, so we could just enjoy the views.',
  },
  {
    id: 3,
    name: 'Maria Rossi',
    review:
      'The last-minute offer to Santorini was a lucky find. Friendly team, honest advice and a sunset I will never forget.',
  },
  {
    id: 4,
    name: 'Kenji Tanaka',
    review:
      'I booked the Machu Picchu tour with my parents. Everything was organised with care and the pace suited all of us.',
  },
];

export function SampleReviews() {
  return (
    <Section
      id="testimonials"
      eyebrow="Testimonials"
      title="What our travellers say"
      intro="Real words from people who travelled with us."
    >
      <ul className={styles.list}>
        {SAMPLE_REVIEWS.map((item) => (
          <li key={item.id} className={styles.item}>
            <figure className={styles.figure}>
              <blockquote className={styles.quote}>
                <p>{item.review}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <span className={styles.avatar} aria-hidden="true">
                  {item.name.charAt(0)}
                </span>
                {item.name}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
