import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize-html';

export function CmsHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized by DOMPurify just above. */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
