import type { CmsCode } from '@angelbridge/contracts';
import { Alert, Modal, Skeleton, Stack, Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useCms } from '../../cms/index';

const TITLES: Record<CmsCode, string> = {
  terms_condition: 'Terms and Conditions',
  privacy_policy: 'Privacy Policy',
};

function CmsBody({ code }: { code: CmsCode }) {
  const { data, error, isPending } = useCms(code);
  const html = useMemo(() => sanitizeHtml(data?.content ?? ''), [data]);
  if (isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading">
        {[100, 92, 96, 80, 88].map((width) => (
          <Skeleton key={width} height={14} width={`${width}%`} />
        ))}
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert color="red" title="Error" role="alert">
        {error.message}
      </Alert>
    );
  }
  if (!data)
    return <Alert color="gray">This text has not been published yet. Please check back later.</Alert>;
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized by DOMPurify just above. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

interface CmsDialogProps {
  code: CmsCode | null;
  onClose: () => void;
}

/** The terms or the privacy policy over the sign-up form, so nobody loses what they typed. */
export function CmsDialog({ code, onClose }: CmsDialogProps) {
  return (
    <Modal opened={code !== null} onClose={onClose} title={code ? TITLES[code] : ''} size="lg">
      {code && <CmsBody code={code} />}
    </Modal>
  );
}
