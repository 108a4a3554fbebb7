import type { CmsCode } from '@angelbridge/contracts';
import { Anchor } from '@mantine/core';

/** 'Terms and Conditions and the Privacy Policy', each a button that opens its page in a dialog. */
export function TermsLinks({ onOpen }: { onOpen: (code: CmsCode) => void }) {
  return (
    <>
      <Anchor
        underline="always"
        component="button"
        type="button"
        inherit
        onClick={() => onOpen('terms_condition')}
      >
        Terms and Conditions
      </Anchor>{' '}
      and the{' '}
      <Anchor
        underline="always"
        component="button"
        type="button"
        inherit
        onClick={() => onOpen('privacy_policy')}
      >
        Privacy Policy
      </Anchor>
    </>
  );
}
