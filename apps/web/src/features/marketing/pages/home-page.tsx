import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { WhySection } from '../components/why-section';
import { useHashScroll } from '../hooks/use-hash-scroll';

const HomeLowerSections = lazy(() => import('../components/home-lower-sections'));

function LowerSectionsLoading() {
  // Holds roughly the room the sections take, so the footer does not flash up and jump away.
  return (
    <Center mih="100vh" role="status">
      <Loader />
      <VisuallyHidden>Loading more of the page…</VisuallyHidden>
    </Center>
  );
}

/** / (§1): the story of AngelBridge, the live deals, and a way in for every visitor. */
export function HomePage() {
  useHashScroll();
  return (
    <>
      <title>AngelBridge · Empowering ideas</title>
      <HeroSection />
      <FeaturesSection />
      <WhySection />
      <HowItWorksSection />
      <Suspense fallback={<LowerSectionsLoading />}>
        <HomeLowerSections />
      </Suspense>
    </>
  );
}
