import { type AdminReport, REPORT_NOTE_MAX, type ReportAction } from '@angelbridge/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useResolveReport } from './api/reports';

export interface Resolution {
  report: AdminReport;
  action: ReportAction;
}

const COPY: Record<ReportAction, { title: string; explain: string; confirm: string; color: string }> = {
  dismiss: {
    title: 'Dismiss this report',
    explain: 'The content stays as it is. The reporter is told it was reviewed.',
    confirm: 'Dismiss report',
    color: 'gray',
  },
  unpublish: {
    title: 'Unpublish this pitch',
    explain:
      'The pitch leaves every public page, list and search until an admin restores it. The founder sees ' +
      'the note as the reason and gets it by e-mail. Every open report on this pitch is closed.',
    confirm: 'Unpublish pitch',
    color: 'red',
  },
  suspend: {
    title: 'Suspend the account behind this content',
    explain:
      'They are signed out at once, cannot sign in and are told the note as the reason; their pitches and ' +
      'profile leave every public page. Every open report on this content is closed.',
    confirm: 'Suspend account',
    color: 'red',
  },
};

/** Confirms a resolution, with the note that is the owner's reason (required unless dismissing). */
export function ResolveDialog({
  resolution,
  onClose,
}: {
  resolution: Resolution | null;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const resolve = useResolveReport();
  const reset = resolve.reset;
  useEffect(() => {
    if (!resolution) return;
    setNote('');
    reset();
  }, [resolution, reset]);
  if (!resolution) return null;

  const copy = COPY[resolution.action];
  const errors = resolve.error instanceof ApiError ? (resolve.error.errors ?? {}) : {};
  const general = resolve.error && !errors.note ? errorMessage(resolve.error) : null;
  const noteRequired = resolution.action !== 'dismiss';

  return (
    <Modal opened onClose={onClose} title={copy.title} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          resolve.mutate(
            { report_id: resolution.report._id, action: resolution.action, note },
            {
              onSuccess: (answer) => {
                notify(answer.message);
                onClose();
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <Text size="sm">{copy.explain}</Text>
          {resolution.report.content && (
            <Text size="sm" c="gray.7">
              Content: <strong>{resolution.report.content.title}</strong> (owner{' '}
              {resolution.report.content.owner_name})
            </Text>
          )}
          <Textarea
            label={noteRequired ? 'Reason shown to the owner' : 'Note (optional)'}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={REPORT_NOTE_MAX}
            autosize
            minRows={3}
            required={noteRequired}
            error={errors.note}
            data-autofocus
          />
          {general && (
            <Alert color="red" role="alert">
              {general}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              color={copy.color}
              loading={resolve.isPending}
              disabled={noteRequired && !note.trim()}
            >
              {copy.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
