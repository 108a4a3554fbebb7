import { CONTACT_NOTE_MAX, messages, type TeamContactAccess } from '@angelbridge/contracts';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import {
  useAddContactRequest,
  useRevokeContactRequest,
  useTeamContact,
  useUnlockTeamContact,
} from '../../../contact-requests/index';
import { MessageButton } from '../../../conversations/index';
import { TeamContacts } from './team-contacts';

const DATE = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });
const errorText = errorMessage;

/**
 * §2 page 5 for a signed-in investor: ask for the team's contacts, see where the request stands, withdraw
 * it, and once allowed read the contacts (blurred until 'Unlock Contact Info') and message the team.
 */
export function ContactAccessPanel({ pitchId }: { pitchId: string }) {
  const access = useTeamContact(pitchId);
  if (access.isPending) return <Loader size="sm" aria-label="Loading contact access" />;
  if (access.isError) return <Alert color="red">{errorText(access.error)}</Alert>;
  return (
    <Paper withBorder radius="md" p="lg">
      <AccessState pitchId={pitchId} access={access.data} />
    </Paper>
  );
}

function AccessState({ pitchId, access }: { pitchId: string; access: TeamContactAccess }) {
  if (access.is_allowed) return <AllowedAccess pitchId={pitchId} access={access} />;
  if (access.status === 'denied')
    return (
      <Stack gap="xs">
        <Title order={2} size="h4">
          Your request was denied
        </Title>
        <Text>The team decided not to share their contact details with you.</Text>
        {access.reason && <Text>Reason: {access.reason}</Text>}
      </Stack>
    );
  if (access.permission_send && access.contact_id)
    return <PendingRequest pitchId={pitchId} contactId={access.contact_id} note={access.note ?? null} />;
  return <RequestForm pitchId={pitchId} expiredAt={access.expired ? (access.expires_at ?? null) : null} />;
}

function RequestForm({ pitchId, expiredAt }: { pitchId: string; expiredAt: string | null }) {
  const [note, setNote] = useState('');
  const add = useAddContactRequest(pitchId);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(note, {
          onSuccess: () => {
            setNote('');
            notify(messages.server.contactRequestSent);
          },
        });
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {messages.contactAccess.needPermission}
        </Title>
        <Text>
          The team's contact details (phone numbers and e-mail addresses) stay private until they allow your
          request.
        </Text>
        {expiredAt && (
          <Text c="gray.7">Your earlier access ended on {DATE.format(new Date(expiredAt))}.</Text>
        )}
        <Textarea
          label="Note to the team (optional)"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={CONTACT_NOTE_MAX}
          description={`${note.length}/${CONTACT_NOTE_MAX}`}
          rows={3}
          error={add.error ? errorText(add.error) : undefined}
        />
        <Group>
          <Button type="submit" loading={add.isPending}>
            Request access
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PendingRequest({
  pitchId,
  contactId,
  note,
}: {
  pitchId: string;
  contactId: string;
  note: string | null;
}) {
  const revoke = useRevokeContactRequest(pitchId);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Request submitted
      </Title>
      <Text>Your request has been sent to the team. You will be told as soon as they decide.</Text>
      {note && <Text c="gray.7">Your note: {note}</Text>}
      {revoke.error && <Alert color="red">{errorText(revoke.error)}</Alert>}
      <Group>
        <Button
          variant="outline"
          color="red"
          loading={revoke.isPending}
          onClick={() =>
            revoke.mutate(contactId, { onSuccess: () => notify(messages.server.contactRequestRevoked) })
          }
        >
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

function AllowedAccess({ pitchId, access }: { pitchId: string; access: TeamContactAccess }) {
  const [unlocked, setUnlocked] = useState(false);
  const unlock = useUnlockTeamContact(pitchId);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Contact details
      </Title>
      <Text>The team allowed your request.</Text>
      {access.expires_at && (
        <Text c="gray.7">Your access ends on {DATE.format(new Date(access.expires_at))}.</Text>
      )}
      {access.reason && <Text c="gray.7">Note from the team: {access.reason}</Text>}
      <TeamContacts team={access.team_data} blurred={!unlocked} />
      <Group>
        <MessageButton pitchId={pitchId} toName="the team" />
      </Group>
      {!unlocked && (
        <Group>
          <Button
            loading={unlock.isPending}
            onClick={() =>
              unlock.mutate(undefined, {
                onSuccess: () => {
                  setUnlocked(true);
                  notify(messages.contactRequests.unlocked);
                },
                onError: (error) => notify(errorText(error), 'error'),
              })
            }
          >
            {messages.contactAccess.unlock}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
