import '@mantine/dropzone/styles.layer.css';
import { DOCUMENT_MAX_BYTES, MAX_DOCUMENTS, messages } from '@angelbridge/contracts';
import { Input, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatMegabytes } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { failureMessage, focusFirstError } from '../../../lib/zod-form';
import { documentLink, openDocument } from '../api/open-pitch-document';
import { useSetDocumentAccess } from '../api/set-pitch-document-access';
import {
  addFiles,
  DOCUMENT_ACCEPT,
  type DocumentItem,
  fileFractions,
  storedItems,
} from '../components/document-files';
import { DocumentPreview, type PreviewTarget } from '../components/document-preview';
import { DocumentRow, itemIsPdf, itemName } from '../components/document-row';
import { StepActions } from './step-actions';
import { STEP } from './steps';
import { useStepSaver, useWizard } from './wizard-context';

/** Dropzone's reasons, in the server's words. */
function rejectionMessage(rejections: readonly FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return messages.documents.size;
  if (code === 'too-many-files') return messages.documents.tooMany;
  return messages.documents.type;
}

export function DocumentsStep() {
  const { pitch, pitchId, saveStep, saving, goTo } = useWizard();
  const id = useId();
  const [items, setItems] = useState<DocumentItem[]>(() => storedItems(pitch?.document ?? []));
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<Record<string, number> | null>(null);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const access = useSetDocumentAccess();

  const setLocked = (documentId: string, locked: boolean) => {
    if (!pitchId) return;
    access.mutate(
      { pitchId, documentId, locked },
      {
        // Only the stored documents change; files chosen but not yet sent stay on the list.
        onSuccess: ({ pitch_data }) => {
          setItems((list) =>
            list.map((item) => {
              if (item.isChanged) return item;
              const stored = pitch_data.document.find((doc) => doc._id === item.stored._id);
              return stored ? { ...item, stored } : item;
            }),
          );
          // The switch saves at once, with no Save button after it: say that it did.
          const name = pitch_data.document.find((doc) => doc._id === documentId)?.name ?? 'The document';
          notify(locked ? `${name} is now for approved investors only.` : `${name} is now public.`);
        },
        onError: (error) => notify(failureMessage(error, messages.errors.tryAgain), 'error'),
      },
    );
  };

  // A PDF opens in the browser's viewer in a new tab; an image in this page's viewer (spec-notes).
  const openLocked = async (pitchId: string, item: DocumentItem) => {
    try {
      if (itemIsPdf(item)) await openDocument(pitchId, item.key);
      else setPreview({ url: await documentLink(pitchId, item.key), name: itemName(item) });
    } catch (error) {
      notify(failureMessage(error, messages.errors.tryAgain), 'error');
    }
  };

  const add = (files: File[]) => {
    const result = addFiles(items, files);
    setItems(result.items);
    setProblem(result.problem);
  };

  useStepSaver(STEP.documents, async () => {
    if (!pitchId) return null;
    if (items.length === 0) {
      setProblem(messages.documents.stepRequired);
      focusFirstError();
      return null;
    }
    const fresh = items.filter((item) => item.isChanged);
    const files = fresh.map((item) => item.file);
    setProblem(null);
    setProgress(files.length > 0 ? Object.fromEntries(fresh.map((item) => [item.key, 0])) : null);
    try {
      const saved = await saveStep({
        body: {
          action: 'document',
          pitch_id: pitchId,
          document: items.flatMap((item) => (item.isChanged ? [] : [item.stored.pitch_document])),
        },
        documents: files,
        ...(files.length > 0
          ? {
              onUploadProgress: (_fraction: number, { loaded, total }: { loaded: number; total: number }) => {
                const fractions = fileFractions(
                  files.map((file) => file.size),
                  loaded,
                  total,
                );
                setProgress(
                  Object.fromEntries(fresh.map((item, index) => [item.key, fractions[index] ?? 0])),
                );
              },
            }
          : {}),
      });
      setItems(storedItems(saved.document));
      return saved;
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? Object.values(error.errors)[0] : undefined;
      setProblem(fieldMessage ?? failureMessage(error, messages.errors.tryAgain));
      focusFirstError();
      return null;
    } finally {
      setProgress(null);
    }
  });

  const left = MAX_DOCUMENTS - items.length;
  return (
    <>
      <Title order={2} size="h4" mb="md">
        Documents
      </Title>
      <Input.Wrapper
        id={id}
        label="Add documents"
        description={`PDF, PNG or JPG, at most ${formatMegabytes(DOCUMENT_MAX_BYTES)} each and ${MAX_DOCUMENTS} per pitch.`}
        error={problem}
        errorProps={{ role: 'alert' }}
        styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
      >
        <Dropzone
          mt="xs"
          onDrop={add}
          onReject={(rejections) => setProblem(rejectionMessage(rejections))}
          accept={DOCUMENT_ACCEPT}
          maxSize={DOCUMENT_MAX_BYTES}
          multiple
          disabled={saving || left <= 0}
          aria-invalid={problem ? true : undefined}
          aria-label="Add documents: drop files here or press Enter to choose them"
          inputProps={{ 'aria-label': 'Document files' }}
          radius="md"
          p="xl"
        >
          <Stack align="center" gap={4} style={{ pointerEvents: 'none' }}>
            <Text fw={600}>Drop files here or click to choose them</Text>
            <Text size="sm" c="gray.7">
              {left > 0 ? `You can add ${left} more.` : messages.documents.tooMany}
            </Text>
          </Stack>
        </Dropzone>
      </Input.Wrapper>
      {items.length > 0 && (
        <Stack component="ul" gap="xs" mt="md" p={0} style={{ listStyle: 'none' }} aria-label="Documents">
          {items.map((item) => (
            <DocumentRow
              key={item.key}
              item={item}
              progress={progress?.[item.key] ?? null}
              disabled={saving}
              onLockedChange={(locked) => setLocked(item.key, locked)}
              lockPending={access.isPending && access.variables?.documentId === item.key}
              onOpenLocked={() => pitchId && void openLocked(pitchId, item)}
              onPreview={(url) => setPreview({ url, name: itemName(item) })}
              onRemove={() => {
                setItems((list) => list.filter((other) => other.key !== item.key));
                setProblem(null);
              }}
            />
          ))}
        </Stack>
      )}
      <StepActions onNext={() => void goTo(STEP.milestones)} />
      <DocumentPreview target={preview} onClose={() => setPreview(null)} />
    </>
  );
}
