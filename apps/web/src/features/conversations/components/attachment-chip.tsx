import type { MessageAttachment } from '@angelbridge/contracts';
import { Button, Image, Modal } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { openMessageAttachment } from '../api/open-message-attachment';
import { formatSize } from './format';

/**
 * One attachment as a chip. Each opening asks for a fresh signed link (they last minutes and the server
 * checks access again): images show in the page's viewer, PDFs in a new tab.
 */
export function AttachmentChip({ attachment }: { attachment: MessageAttachment }) {
  const [image, setImage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isImage = attachment.type.startsWith('image/');
  const label = `${attachment.name} · ${formatSize(attachment.size)}`;

  const open = async () => {
    // The tab opens inside the click, or a pop-up blocker would stop it; its address follows.
    const tab = isImage ? null : window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    setBusy(true);
    try {
      const url = await openMessageAttachment(attachment._id);
      if (isImage) setImage(url);
      else if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      notify(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        radius="xl"
        loading={busy}
        onClick={() => void open()}
        // The name holds the visible text word for word (axe: label-content-name-mismatch), "Open" before it.
        aria-label={`Open ${label}`}
      >
        {label}
      </Button>
      <Modal
        opened={image !== null}
        onClose={() => setImage(null)}
        title={attachment.name}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close preview' }}
      >
        {image && <Image src={image} alt={`Preview of ${attachment.name}`} fit="contain" mah="70vh" />}
      </Modal>
    </>
  );
}
