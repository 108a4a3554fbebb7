import {
  acceptOf,
  IMAGE_KINDS,
  messages,
  mimeTypesOf,
  nameFitsKinds,
  PHOTO_MAX_BYTES,
} from '@angelbridge/contracts';
import { Avatar, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { formatMegabytes } from '../lib/format';
import { READABLE_DESCRIPTION } from './readable-description';

const ACCEPT = acceptOf(IMAGE_KINDS);

/** The photo rule of §5, checked before upload so nobody waits for a refusal; the server checks the bytes. */
export function photoProblem(file: File): string | null {
  const typeOk = file.type === '' || mimeTypesOf(IMAGE_KINDS).includes(file.type);
  if (!typeOk || !nameFitsKinds(IMAGE_KINDS, file.name)) return messages.profilePhoto.type;
  if (file.size > PHOTO_MAX_BYTES) return messages.profilePhoto.size;
  return null;
}

interface PhotoPickerProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The photo already stored, shown until another is chosen. */
  currentUrl?: string | null;
  /** Initials shown when there is no photo at all. */
  initials?: string;
  error?: ReactNode;
  /** Upload progress from 0 to 1 while the form is being sent. */
  progress?: number | null;
  disabled?: boolean;
}

export function PhotoPicker({
  label,
  file,
  onChange,
  currentUrl,
  initials,
  error,
  progress,
  disabled,
}: PhotoPickerProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (next: File | null) => {
    if (!next) return;
    const reason = photoProblem(next);
    setProblem(reason);
    if (!reason) onChange(next);
  };

  const shown = preview ?? currentUrl ?? null;
  const message = problem ?? error;

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      description={`PNG or JPG, at most ${formatMegabytes(PHOTO_MAX_BYTES)}.`}
      error={message}
      labelProps={{ id: `${id}-label` }}
      errorProps={{ id: `${id}-error`, role: 'alert' }}
      styles={READABLE_DESCRIPTION}
    >
      <Group mt="xs" gap="md" align="center">
        <Avatar src={shown} alt={shown ? 'Profile picture preview' : undefined} size={96} radius="50%">
          {initials}
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={choose} accept={ACCEPT} disabled={disabled}>
              {(props) => (
                <Button {...props} variant="default" aria-describedby={`${id}-label`} disabled={disabled}>
                  {shown ? 'Change picture' : 'Choose picture'}
                </Button>
              )}
            </FileButton>
            {file && (
              <Button
                variant="subtle"
                color="gray"
                disabled={disabled}
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
              >
                Remove
              </Button>
            )}
          </Group>
          {file && (
            <Text size="xs" c="gray.7">
              {file.name}
            </Text>
          )}
        </Stack>
      </Group>
      {progress !== null && progress !== undefined && file && (
        <Progress
          mt="sm"
          value={Math.round(progress * 100)}
          aria-label="Upload progress"
          animated={progress < 1}
        />
      )}
    </Input.Wrapper>
  );
}
