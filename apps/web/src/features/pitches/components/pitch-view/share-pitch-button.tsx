import { webPath, webPaths } from '@angelbridge/contracts/web-paths';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ShareIcon } from '../../../../components/site/icons';
import { notify } from '../../../../lib/notify';

interface SharedPitch {
  _id: string;
  name_of_pitch: string;
  short_summary: string;
}

/** The person closed the share sheet: nothing to say. */
const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares the pitch's own address: the system share sheet where the browser has one (phones, most desktops),
 * else the link copied with a toast. The server gives that address its card (server/page-meta.ts).
 */
export function SharePitchButton({ pitch }: { pitch: SharedPitch }) {
  const [busy, setBusy] = useState(false);
  const share = async () => {
    const url = new URL(webPath(webPaths.project, { id: pitch._id }), window.location.origin).href;
    const data = { title: pitch.name_of_pitch, text: pitch.short_summary, url };
    setBusy(true);
    try {
      if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
        try {
          await navigator.share(data);
          return;
        } catch (error) {
          // a cancelled sheet is an answer; a refused one (no permission, no targets) falls back to copying
          if (isCancel(error)) return;
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        notify('Link copied. Paste it anywhere to share this pitch.');
      } catch {
        // no clipboard (an insecure page, a refused permission): the address itself, to copy by hand
        notify(`Copy this link to share the pitch: ${url}`, 'info');
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<ShareIcon size={16} />}
      onClick={() => void share()}
      loading={busy}
      aria-label={`Share ${pitch.name_of_pitch}`}
    >
      Share
    </Button>
  );
}
