import {
  acceptOf,
  COVER_KINDS,
  COVER_MAX_BYTES,
  messages,
  mimeTypesOf,
  nameFitsKinds,
} from '@angelbridge/contracts';
import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { READABLE_DESCRIPTION } from '../../../components/readable-description';
import { formatMegabytes } from '../../../lib/format';
import { PitchImageFallback } from '../../discovery/index';
import classes from './cover-field.module.css';

const ACCEPT = acceptOf(COVER_KINDS);

/** Checked before upload so nobody waits for a refusal; the server reads the bytes and decodes them. */
export function coverProblem(file: File): string | null {
  const typeOk = file.type === '' || mimeTypesOf(COVER_KINDS).includes(file.type);
  if (!typeOk || !nameFitsKinds(COVER_KINDS, file.name)) return messages.overview.coverType;
  if (file.size > COVER_MAX_BYTES) return messages.overview.coverSize;
  return null;
}

/** What the founder wants done with the cover on save: keep it, send a new one, or go back to the default. */
export type CoverChoice = { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'remove' };

interface CoverFieldProps {
  /** The pitch's cover now (its uploaded cover or first image document), if any. */
  currentUrl: string | null;
  pitchName: string;
  choice: CoverChoice;
  onChange: (choice: CoverChoice) => void;
  error?: ReactNode;
}

/**
 * The overview step's optional cover image: a 16:9 preview as cards and the pitch page crop it, and a
 * button to choose a JPG, PNG or WebP. The server makes the card and page sizes.
 */
export function CoverField({ currentUrl, pitchName, choice, onChange, error }: CoverFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const file = choice.kind === 'new' ? choice.file : null;

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
    const reason = coverProblem(next);
    setProblem(reason);
    if (!reason) onChange({ kind: 'new', file: next });
  };

  const shown = preview ?? (choice.kind === 'remove' ? null : currentUrl);
  return (
    <Input.Wrapper
      label="Cover image"
      labelElement="div"
      description={`Optional. JPG, PNG or WebP, at most ${formatMegabytes(COVER_MAX_BYTES)}; shown on cards and at the top of the pitch page.`}
      error={problem ?? error}
      labelProps={{ id: `${id}-label` }}
      errorProps={{ id: `${id}-error`, role: 'alert' }}
      styles={READABLE_DESCRIPTION}
    >
      <Group mt="xs" gap="md" align="center" wrap="wrap">
        {shown ? (
          <img src={shown} alt="Cover preview" className={classes.preview} />
        ) : (
          <PitchImageFallback title={pitchName || 'Pitch'} className={classes.preview} />
        )}
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={choose} accept={ACCEPT}>
              {(props) => (
                <Button {...props} variant="default" aria-describedby={`${id}-label`}>
                  {shown ? 'Change cover' : 'Choose cover'}
                </Button>
              )}
            </FileButton>
            {(file || (currentUrl && choice.kind !== 'remove')) && (
              <Button
                variant="subtle"
                color="gray"
                onClick={() => {
                  setProblem(null);
                  onChange(file ? { kind: 'keep' } : { kind: 'remove' });
                }}
              >
                {file ? 'Undo' : 'Remove cover'}
              </Button>
            )}
          </Group>
          {file && (
            <Text size="xs" c="gray.7">
              {file.name}
            </Text>
          )}
          {choice.kind === 'remove' && (
            <Text size="xs" c="gray.7">
              The cover is removed when you save.
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
