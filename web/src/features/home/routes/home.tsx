import { useLoaderData, type ClientLoaderFunctionArgs } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { DEFAULT_DESCRIPTION } from '@/lib/page-meta';
import { Section } from '@/components/ui/section';
import { ContactForm } from '@/features/contact';
import { Hero } from '../components/hero';
import { ServicePreview } from '../components/service-preview';
import { MorePlaces } from '../components/more-places';
import { SpecialOffers } from '../components/special-offers';
import { LastMinuteOffer } from '../components/last-minute-offer';
import { WhyChooseUs } from '../components/why-choose-us';
import { AboutUs } from '../components/about-us';
import { SampleReviews } from '../components/sample-reviews';
import { AboutTravel } from '../components/about-travel';
import { homeLoader, type HomeData } from './loader';

/**
 * The places preview is loaded in the browser only, as the page starts: the page is a file made at
 * build time (config/rendering.ts), the same for everyone, with the preview's loading state, so a
 * copy at the CDN is never stale; the hero, its largest paint, needs no data.
 */
export function loader(): { services: null } {
  return { services: null };
}

export function clientLoader(args: ClientLoaderFunctionArgs): HomeData {
  return homeLoader(args);
}
clientLoader.hydrate = true as const;

export function Component() {
  // Null as the page is prerendered and taken over: the preview shows its loading state.
  const { services } = useLoaderData() as HomeData | { services: null };
  return (
    <>
      <PageTitle title="Home" />
      <PageMeta title="Home" description={DEFAULT_DESCRIPTION} path="/" />
      <Hero />
      <ServicePreview services={services} />
      <MorePlaces />
      <SpecialOffers />
      <LastMinuteOffer />
      <WhyChooseUs />
      <AboutUs />
      <SampleReviews />
      <AboutTravel />
      <Section
        id="contact"
        tone="sand"
        eyebrow="Get in touch"
        title="Contact Us"
        intro="Questions about a trip? Send us a note and a guide will answer."
      >
        <ContactForm />
      </Section>
    </>
  );
}

export default Component;
