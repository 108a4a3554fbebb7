import type { PitchTeaser } from '@angelbridge/contracts';
import { CERTIFICATION_ANCHOR, certificationTexts } from '@angelbridge/contracts/certification-texts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Badge, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session';

/**
 * Whether a pitch as the API showed it is a private round's teaser (issue 32): the server decided; the
 * page only reads its answer (convention 12).
 */
export const isTeaser = <T extends object>(pitch: T | PitchTeaser): pitch is PitchTeaser =>
  'terms_hidden' in pitch && pitch.terms_hidden === true;

/**
 * What stands where a private round's terms would be: the server's notice and, for a signed-in investor
 * (the one person who can change it), the way to the certification form on their profile.
 */
export function PrivateRoundNotice({ notice, raised = false }: { notice: string; raised?: boolean }) {
  const { signedIn, userType } = useSession();
  return (
    <Stack gap={6} align="flex-start">
      <Badge variant="light" color="grape" size="lg" tt="none">
        {notice}
      </Badge>
      {signedIn && userType === 'investor' && (
        // on a card, above its stretched link, so it takes its own clicks
        <Anchor
          component={Link}
          to={`${webPaths.profileInvestor}#${CERTIFICATION_ANCHOR}`}
          size="sm"
          style={raised ? { position: 'relative', zIndex: 1 } : undefined}
        >
          {certificationTexts.teaserCertifyLink}
        </Anchor>
      )}
    </Stack>
  );
}
