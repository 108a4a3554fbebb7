import type { ContactEventKind } from '@angelbridge/contracts';
import { Alert, Loader, Modal, Text, Timeline } from '@mantine/core';
import { useContactRequestHistory } from '../api/get-contact-request-history';
import { formatDateTime } from './dates';

const WHAT: Record<ContactEventKind, string> = {
  requested: 'Requested access',
  withdrawn: 'Withdrew the request',
  allowed: 'Allowed access',
  denied: 'Denied access',
  expired: 'Access expired',
  contacts_unlocked: 'Unlocked the contact info',
  conversation_started: 'Started a conversation',
  conversation_read_only: 'The conversation became read-only',
  conversation_reopened: 'The conversation reopened',
  faq_published: 'Published an answer on the pitch page',
};

/** Every step of one request, oldest first. */
export function HistoryDialog({ contactId, onClose }: { contactId: string | null; onClose: () => void }) {
  const history = useContactRequestHistory(contactId);
  return (
    <Modal opened={contactId !== null} onClose={onClose} title="Request history" centered>
      {history.isPending && <Loader size="sm" aria-label="Loading history" />}
      {history.isError && <Alert color="red">{history.error.message}</Alert>}
      {history.data && (
        <Timeline active={history.data.length - 1} bulletSize={14} lineWidth={2}>
          {history.data.map((event) => (
            <Timeline.Item key={event._id} title={WHAT[event.event]}>
              <Text size="xs" c="gray.7">
                {formatDateTime(event.created_at)}
                {event.actor_name
                  ? ` · ${event.actor_name}`
                  : event.actor === 'system'
                    ? ' · AngelBridge'
                    : ''}
              </Text>
              {event.note && <Text size="sm">Note: {event.note}</Text>}
              {event.reason && <Text size="sm">Reason: {event.reason}</Text>}
              {event.expires_at && <Text size="sm">Until {formatDateTime(event.expires_at)}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Modal>
  );
}
