import { conversationTexts, MESSAGE_BODY_MAX } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, type ButtonProps, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { findConversation, useConversations } from '../api/get-conversations';
import { type MessageTarget, useSendMessage } from '../api/send-message';

interface MessageButtonProps extends ButtonProps {
  pitchId: string;
  /** The investor, when the pitch's owner starts the conversation. */
  investorId?: string;
  /** Who the message goes to, for the button's and the dialog's names. */
  toName: string;
}

/**
 * "Message" where people meet (the pitch's Contact tab, the owner's request row). An existing
 * conversation opens at once; otherwise the first message, written here, starts it on the server
 * (which checks that access is allowed) and its thread opens.
 */
export function MessageButton({ pitchId, investorId, toName, ...buttonProps }: MessageButtonProps) {
  const list = useConversations();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [body, setBody] = useState('');
  const send = useSendMessage();
  const existing = findConversation(list.data, pitchId, investorId);
  const target: MessageTarget = investorId
    ? { pitch_id: pitchId, investor_id: investorId }
    : { pitch_id: pitchId };
  const openThread = (id: string) => navigate(hrefFor(webPaths.conversation, { id }));

  const error = send.error
    ? (send.error instanceof ApiError && send.error.errors.body) || errorMessage(send.error)
    : null;

  return (
    <>
      <Button
        variant="light"
        {...buttonProps}
        loading={list.isPending}
        aria-label={`Message ${toName}`}
        onClick={() => (existing ? openThread(existing._id) : setOpened(true))}
      >
        Message
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Message ${toName}`}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!body.trim()) return;
            send.mutate(
              { target, body, files: [] },
              { onSuccess: (answer) => openThread(answer.conversation._id) },
            );
          }}
        >
          <Stack gap="sm">
            <Textarea
              label="Your message"
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              maxLength={MESSAGE_BODY_MAX}
              autosize
              minRows={3}
              required
              data-autofocus
              error={error ?? (body.length > 0 && !body.trim() ? conversationTexts.bodyRequired : null)}
            />
            <Text size="xs" c="gray.7" ta="right">
              {body.length}/{MESSAGE_BODY_MAX}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={send.isPending} disabled={!body.trim()}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
