import type { ConversationMessage } from '@angelbridge/contracts';
import { Button, Group, Text } from '@mantine/core';
import { AttachmentChip } from './attachment-chip';
import { formatFull, formatWhen } from './format';
import { MessageBody } from './linkify';
import classes from './messages.module.css';

interface MessageItemProps {
  message: ConversationMessage;
  mine: boolean;
  /** Who wrote it, for screen readers. */
  author: string;
  seen: boolean;
  /** The owner's "Publish as FAQ" on an investor's message. */
  onPublish?: (() => void) | undefined;
  /** "Report" on the other person's message (issue 21). */
  onReport?: (() => void) | undefined;
}

/** One message: its text (links made safe), its files, when it was sent and, under the last one read, "Seen". */
export function MessageItem({ message, mine, author, seen, onPublish, onReport }: MessageItemProps) {
  return (
    <li className={classes.bubble} data-mine={mine || undefined} data-testid="message">
      <Text size="xs" c="gray.7">
        <span>{mine ? 'You' : author}</span>
        {' · '}
        <time dateTime={message.created_at} title={formatFull(message.created_at)}>
          {formatWhen(message.created_at)}
        </time>
      </Text>
      {message.body && (
        <Text size="sm" className={classes.body}>
          <MessageBody body={message.body} />
        </Text>
      )}
      {message.attachments.length > 0 && (
        <Group gap={6} mt={6}>
          {message.attachments.map((a) => (
            <AttachmentChip key={a._id} attachment={a} />
          ))}
        </Group>
      )}
      {(onPublish || onReport) && (
        <Group gap={4} mt={4}>
          {onPublish && (
            <Button size="compact-xs" variant="subtle" onClick={onPublish}>
              Publish as FAQ
            </Button>
          )}
          {onReport && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={onReport}
              aria-label={`Report this message from ${author}`}
            >
              Report
            </Button>
          )}
        </Group>
      )}
      {seen && (
        <Text size="xs" c="gray.7" ta="right" data-testid="seen">
          Seen
        </Text>
      )}
    </li>
  );
}
