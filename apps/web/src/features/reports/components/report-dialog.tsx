import { REPORT_DETAILS_MAX, type ReportReason, type ReportTargetType } from '@angelbridge/contracts';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useReportContent } from '../api/report-content';

const REASON_LABELS: Record<ReportReason, { label: string; description: string }> = {
  spam: { label: 'Spam', description: 'Advertising, repeated or unrelated content.' },
  fraud: { label: 'Fraud or scam', description: 'Misleading claims, fake people or requests for money.' },
  inappropriate: { label: 'Inappropriate', description: 'Abusive, hateful or explicit content.' },
  other: { label: 'Something else', description: 'Tell us below what is wrong.' },
};

const WHAT: Record<ReportTargetType, string> = { pitch: 'pitch', profile: 'profile', message: 'message' };

export interface ReportTarget {
  type: ReportTargetType;
  id: string;
}

/** The report form: a reason from the fixed list and the reporter's words; a toast when it is sent. */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const report = useReportContent();
  const reset = report.reset;
  useEffect(() => {
    if (!target) return;
    setReason('');
    setDetails('');
    reset();
  }, [target, reset]);

  const errors = report.error instanceof ApiError ? (report.error.errors ?? {}) : {};
  const general =
    report.error && !errors.reason && !errors.details
      ? report.error instanceof ApiError
        ? report.error.message
        : GENERIC_ERROR_MESSAGE
      : null;
  const what = target ? WHAT[target.type] : 'content';

  return (
    <Modal opened={target !== null} onClose={onClose} title={`Report this ${what}`} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!target || !reason) return;
          report.mutate(
            { target_type: target.type, target_id: target.id, reason, details },
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
          <Text size="sm" c="gray.7">
            An admin reviews every report and tells you the outcome. The owner is not told who reported it.
          </Text>
          <Radio.Group
            label="Reason"
            value={reason}
            onChange={(value) => setReason(value as ReportReason)}
            required
            error={errors.reason}
          >
            <Stack gap="xs" mt="xs">
              {(Object.keys(REASON_LABELS) as ReportReason[]).map((key) => (
                <Radio
                  key={key}
                  value={key}
                  label={REASON_LABELS[key].label}
                  description={REASON_LABELS[key].description}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Details"
            description={reason === 'other' ? 'Required: say what is wrong.' : 'Optional'}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            maxLength={REPORT_DETAILS_MAX}
            autosize
            minRows={3}
            required={reason === 'other'}
            error={errors.details}
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
            <Button type="submit" color="red" loading={report.isPending} disabled={!reason}>
              Send report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
