import { type ConversationMessage, conversationTexts } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { useSession } from '../../../lib/session';
import { ReportDialog, type ReportTarget } from '../../reports/index';
import { threadMessages, useConversationThread } from '../api/get-conversation-messages';
import { Composer } from './composer';
import { FaqDialog, type FaqDraft } from './faq-dialog';
import { personName } from './format';
import { MessageItem } from './message-item';
import classes from './messages.module.css';
import { useAnnounceNew, useMarkReadWhenVisible, useStickToBottom } from './thread-effects';

/** One conversation: its messages (older ones on demand), "Seen", the composer or the read-only notice. */
export function Thread({ conversationId }: { conversationId: string }) {
  const thread = useConversationThread(conversationId);
  const { userType } = useSession();
  const [faq, setFaq] = useState<FaqDraft | null>(null);
  const [reported, setReported] = useState<ReportTarget | null>(null);
  const newest = thread.data?.pages[0];
  const messages = useMemo(() => threadMessages(thread.data), [thread.data]);
  const other = newest?.conversation.other;
  const announcement = useAnnounceNew(messages, other?._id, other ? personName(other) : '');
  useMarkReadWhenVisible(conversationId, messages, other?._id, newest?.read_up_to);
  const listRef = useStickToBottom(messages.at(-1)?._id);

  if (thread.isPending) return <Loader size="sm" aria-label="Loading messages" />;
  // A failed refetch keeps the messages already shown; only a thread never loaded shows the error.
  if (!newest || !other) {
    const missing = thread.error instanceof ApiError && thread.error.status === 404;
    return (
      <Alert color="red" title={missing ? conversationTexts.notFound : 'Messages could not be loaded'}>
        <Stack gap="xs" align="flex-start">
          {!missing && <Text size="sm">{errorMessage(thread.error)}</Text>}
          <Anchor component={Link} to={webPaths.messages}>
            All conversations
          </Anchor>
        </Stack>
      </Alert>
    );
  }

  const conversation = newest.conversation;
  const name = personName(other);
  const otherMark = newest.read_up_to.find((mark) => mark.user_id === other._id)?.message_id ?? null;
  const seenId = lastSeenOwn(messages, other._id, otherMark);
  const isOwner = userType === 'entrepreneur';

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <div>
          <Anchor component={Link} to={webPaths.messages} size="sm" className={classes.back}>
            ← All conversations
          </Anchor>
          <Title order={2} size="h4">
            {name}
          </Title>
          <Anchor component={Link} to={hrefFor(webPaths.project, { id: conversation.pitch_id })} size="sm">
            {conversation.name_of_pitch}
          </Anchor>
        </div>
      </Group>
      {thread.hasNextPage && (
        <Center mb="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            loading={thread.isFetchingNextPage}
            onClick={() => void thread.fetchNextPage()}
          >
            Load older messages
          </Button>
        </Center>
      )}
      {thread.isFetchNextPageError && (
        <Text size="sm" c="red.8" ta="center" role="alert">
          Older messages could not be loaded. Please try again.
        </Text>
      )}
      {messages.length === 0 ? (
        <Text c="gray.7">No messages yet.</Text>
      ) : (
        <ol ref={listRef} className={classes.messages} aria-label={`Messages with ${name}`}>
          {messages.map((message, i) => (
            <MessageItem
              key={message._id}
              message={message}
              mine={message.from_id !== other._id}
              author={name}
              seen={message._id === seenId}
              onPublish={
                isOwner && message.from_id === other._id
                  ? () => setFaq(faqDraftFrom(message, messages.slice(i + 1), other._id))
                  : undefined
              }
              onReport={
                message.from_id === other._id
                  ? () => setReported({ type: 'message', id: message._id })
                  : undefined
              }
            />
          ))}
        </ol>
      )}
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      {conversation.status === 'read_only' ? (
        <Alert color="gray" mt="md" title={conversationTexts.readOnly}>
          The history stays here; new messages cannot be sent.
        </Alert>
      ) : (
        <Composer conversationId={conversationId} />
      )}
      {isOwner && <FaqDialog pitchId={conversation.pitch_id} draft={faq} onClose={() => setFaq(null)} />}
      <ReportDialog target={reported} onClose={() => setReported(null)} />
    </Paper>
  );
}

/** The caller's last message at or before the other side's read mark: the one that shows "Seen". */
function lastSeenOwn(messages: ConversationMessage[], otherId: string, mark: string | null): string | null {
  if (!mark) return null;
  const upTo = messages.findIndex((m) => m._id === mark);
  for (let i = upTo; i >= 0; i -= 1) {
    const message = messages[i];
    if (message && message.from_id !== otherId) return message._id;
  }
  return null;
}

/** The investor's message as the question, the owner's next reply as the answer: both editable. */
function faqDraftFrom(
  question: ConversationMessage,
  after: ConversationMessage[],
  investorId: string,
): FaqDraft {
  const reply = after.find((m) => m.from_id !== investorId && m.body.trim() !== '');
  return { messageId: question._id, question: question.body, answer: reply?.body ?? '' };
}
