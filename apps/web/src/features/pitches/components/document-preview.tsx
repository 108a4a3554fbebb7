import { Image, Modal } from '@mantine/core';

export interface PreviewTarget {
  url: string;
  name: string;
  pdf: boolean;
}

/** A document seen before or after saving: PDFs in the browser's viewer, images as they are. */
export function DocumentPreview({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.name ?? 'Preview'}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close preview' }}
    >
      {target?.pdf ? (
        <iframe
          src={target.url}
          title={`Preview of ${target.name}`}
          style={{ width: '100%', height: '70vh', border: 0 }}
        />
      ) : (
        target && <Image src={target.url} alt={`Preview of ${target.name}`} fit="contain" mah="70vh" />
      )}
    </Modal>
  );
}
