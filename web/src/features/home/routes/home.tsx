import { useEffect } from 'react';
import { useFetcher, useLoaderData, type ClientLoaderFunctionArgs } from 'react-router-dom';
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

/** The index route's data: a fetcher's load of it runs its clientLoader. */
const HOME_DATA = '/?index';

/**
 * The places preview is loaded in the browser only: the page is a file made at build time
 * (config/rendering.ts), the same for everyone, with the preview's loading state, so a copy at the
 * CDN is never stale; the hero, its largest paint, needs no data. A later visit in the app runs
 * the clientLoader as it navigates; the prerendered page asks for the preview through a fetcher
 * once it has been taken over, in a task of its own: a loader run as the page is hydrated runs
 * the router's first navigation inside React's commit, one task of 12 ms on this machine, over
 * 100 ms on a phone (docs/decisions.md, "Modules after the first paint, one per task").
 */
export function loader(): { services: null } {
  return { services: null };
}

export function clientLoader(args: ClientLoaderFunctionArgs): HomeData {
  return homeLoader(args);
}

export function Component() {
  // Null on the prerendered page until the fetcher has asked for the preview.
  const loaded = useLoaderData() as HomeData | { services: null };
  const preview = useFetcher<HomeData>();
  const { load } = preview;
  const asked = loaded.services !== null || preview.state !== 'idle' || preview.data !== undefined;
  useEffect(() => {
    if (asked) return;
    const timer = setTimeout(() => void load(HOME_DATA));
    return () => clearTimeout(timer);
  }, [asked, load]);
  const services = loaded.services ?? preview.data?.services ?? null;
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
