import { useLoaderData } from 'react-router-dom';
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
import type { HomeData } from './loader';

export function Component() {
  const { services } = useLoaderData() as HomeData;
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
