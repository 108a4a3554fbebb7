import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import classes from './preview-html.module.css';

/** The draft as /term-condition and /privacy will show it: cleaned by the same sanitizer first. */
export function PreviewHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography className={classes.content}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized by DOMPurify just above. */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
