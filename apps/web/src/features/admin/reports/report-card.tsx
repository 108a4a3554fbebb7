import type { AdminReport, ReportAction, ReportStatus } from '@angelbridge/contracts';
import { Anchor, Badge, Blockquote, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';

const REASONS: Record<AdminReport['reason'], string> = {
  spam: 'Spam',
  fraud: 'Fraud or scam',
  inappropriate: 'Inappropriate',
  other: 'Other',
};

export const STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  unpublished: 'Pitch unpublished',
  suspended: 'Account suspended',
};

const STATUS_COLORS: Record<ReportStatus, string> = {
  open: 'orange',
  dismissed: 'gray',
  unpublished: 'red',
  suspended: 'red',
};

const when = formatDateTime;

/** One report: what was reported and why, the content inline, and the admin's actions while open. */
export function ReportCard({
  report,
  onResolve,
}: {
  report: AdminReport;
  onResolve: (action: ReportAction) => void;
}) {
  const content = report.content;
  const headingId = `report-${report._id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {REASONS[report.reason]}: {report.target_type} {content ? `“${content.title}”` : '(deleted)'}
          </Title>
          <Badge color={STATUS_COLORS[report.status]} variant="light">
            {STATUS_LABELS[report.status]}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          Reported by {report.reporter.name} ({report.reporter.email}) on {when(report.created_at)}
        </Text>
        {report.details && (
          <Text size="sm">
            <strong>Details:</strong> {report.details}
          </Text>
        )}
        {content ? (
          <Blockquote p="sm" color="gray" aria-label="Reported content">
            <Text size="sm" fw={600}>
              {content.title}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={6}>
              {content.text || '(no text)'}
            </Text>
            <Text size="xs" c="gray.7" mt={4}>
              Owner: {content.owner_name}
              {content.link && (
                <>
                  {' · '}
                  <Anchor component={Link} to={content.link} size="xs" underline="always">
                    Open the {report.target_type}
                  </Anchor>
                </>
              )}
            </Text>
          </Blockquote>
        ) : (
          <Text size="sm" c="gray.7">
            The reported content has been deleted.
          </Text>
        )}
        {report.status === 'open' ? (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => onResolve('dismiss')}>
              Dismiss
            </Button>
            {report.target_type === 'pitch' && content && (
              <Button size="xs" color="red" variant="light" onClick={() => onResolve('unpublish')}>
                Unpublish pitch
              </Button>
            )}
            {content && (
              <Button size="xs" color="red" variant="light" onClick={() => onResolve('suspend')}>
                Suspend {content.owner_name}
              </Button>
            )}
          </Group>
        ) : (
          <Text size="sm" c="gray.7">
            {STATUS_LABELS[report.status]}
            {report.resolved_by ? ` by ${report.resolved_by.name}` : ''}
            {report.resolved_at ? ` on ${when(report.resolved_at)}` : ''}
            {report.admin_note ? `: ${report.admin_note}` : ''}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
