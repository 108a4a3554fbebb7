import { Container, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { ConversationList } from '../components/conversation-list';
import classes from '../components/messages.module.css';
import { Thread } from '../components/thread';

/**
 * /messages and /messages/{id}: the list of conversations beside the open thread. On a phone (§2: 1024 px
 * or less) they are two screens: the list without an id, the thread with one (the CSS decides).
 */
export function MessagesPage() {
  const { id } = useParams();
  return (
    <Container size="xl" py="xl">
      <title>Messages · AngelBridge</title>
      <Title order={1} mb="lg">
        Messages
      </Title>
      <div className={classes.layout} data-thread-open={id ? '' : undefined}>
        <section className={classes.listPane} aria-label="Conversations">
          <ConversationList activeId={id ?? null} />
        </section>
        <section className={classes.threadPane} aria-label="Conversation">
          {id ? (
            <Thread key={id} conversationId={id} />
          ) : (
            <p className={classes.pick}>Choose a conversation.</p>
          )}
        </section>
      </div>
    </Container>
  );
}
