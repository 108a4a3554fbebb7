import { Center, Container, Loader, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { deferred } from '../../../lib/deferred';
import { useSession } from '../../../lib/session';
import { loadRecommendedForYou } from '../../discovery/index';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { WhySection } from '../components/why-section';
import { useHashScroll } from '../hooks/use-hash-scroll';

/**
 * Below the fold: its code comes after the first paint, the loader holding its room meanwhile. A page
 * the server rendered already shows it, so the browser fetches it before hydrating (the route's
 * `beforeHydration`, app/router.tsx) and the whole page is live at once.
 */
export const HomeLowerSections = deferred(() =>
  import('../components/home-lower-sections').then((m) => m.default),
);

function LowerSectionsLoading() {
  // Holds roughly the room the sections take, so the footer does not flash up and jump away.
  return (
    <Center mih="100vh" role="status">
      <Loader />
      <VisuallyHidden>Loading more of the page…</VisuallyHidden>
    </Center>
  );
}

// Shown to signed-in investors only: its cards and carousel stay out of every guest's first paint.
const RecommendedForYou = lazy(() => loadRecommendedForYou().then((m) => ({ default: m.RecommendedForYou })));

/** / (§1): the story of AngelBridge, the live deals, and a way in for every visitor. */
export function HomePage() {
  useHashScroll();
  const session = useSession();
  return (
    <>
      <title>AngelBridge · Empowering ideas</title>
      <HeroSection />
      {session.signedIn && session.userType === 'investor' && (
        <Container size="xl" py="xl">
          <Suspense fallback={null}>
            <RecommendedForYou />
          </Suspense>
        </Container>
      )}
      <FeaturesSection />
      <WhySection />
      <HowItWorksSection />
      <HomeLowerSections standIn={() => <LowerSectionsLoading />} />
    </>
  );
}
