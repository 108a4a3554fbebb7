import { Image, Modal } from '@mantine/core';

export interface PreviewTarget {
  url: string;
  name: string;
}

/** An image document seen before or after saving (PDFs open in the browser's viewer instead). */
export function DocumentPreview({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.name ?? 'Preview'}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close preview' }}
    >
      {target && <Image src={target.url} alt={`Preview of ${target.name}`} fit="contain" mah="70vh" />}
    </Modal>
  );
}
