import { useSession } from '../../../lib/session';
import { CallToActionSection } from './call-to-action-section';
import { FundraiseShowcase } from './fundraise-showcase';
import { JoinBanner } from './join-banner';
import { PitchSearchBar } from './pitch-search-bar';
import { SuccessStoriesSection } from './success-stories-section';

/**
 * Everything below How It Works. It is its own chunk, fetched as soon as the page starts: the carousels and
 * cards here weigh more than the whole top of the page, and nobody sees them before the first scroll.
 */
export default function HomeLowerSections() {
  // the banner invites visitors to join; members have joined
  const { signedIn } = useSession();
  return (
    <>
      <SuccessStoriesSection />
      <FundraiseShowcase />
      <CallToActionSection />
      {!signedIn && <JoinBanner />}
      <PitchSearchBar />
    </>
  );
}
