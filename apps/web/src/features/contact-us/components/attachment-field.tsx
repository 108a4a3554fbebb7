import { CONTACT_FILE_MAX_BYTES } from '@angelbridge/contracts';
import { FileInput, type FileInputProps } from '@mantine/core';
import { formatMegabytes } from '../../../lib/format';
import { CONTACT_FILE_ACCEPT } from './contact-file';

/**
 * The contact form's optional attachment, in a chunk of its own: Mantine's FileInput and its FileButton
 * are not needed to type a message, so the text fields hydrate without them (contact-form.tsx puts this
 * in a HydrateLater).
 */
export function AttachmentField(props: Omit<FileInputProps, 'label' | 'accept'>) {
  return (
    <FileInput
      label="Attachment"
      description={`Optional: a pdf, ppt or doc file of at most ${formatMegabytes(CONTACT_FILE_MAX_BYTES)}, such as your deck.`}
      placeholder="Choose a file"
      accept={CONTACT_FILE_ACCEPT}
      clearable
      // Mantine's dimmed and placeholder greys are too faint for small text on white (WCAG AA).
      styles={{
        description: { color: 'var(--mantine-color-gray-7)' },
        placeholder: { color: 'var(--mantine-color-gray-7)' },
      }}
      {...props}
    />
  );
}
