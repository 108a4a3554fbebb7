import { messages } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { endEverySession } from '../../../lib/end-session';
import { notify } from '../../../lib/notify';
import { failureMessage } from '../../../lib/zod-form';

/** Ends every session of the account (a lost phone, a shared computer), after a confirmation. */
export function SignOutEverywhere() {
  const [opened, { open, close }] = useDisclosure(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await endEverySession();
      close();
      queryClient.clear();
      notify(messages.security.signedOutEverywhere);
      navigate(webPaths.login);
    } catch (error) {
      setFailure(failureMessage(error, messages.errors.unexpectedTryAgain));
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          Sign out everywhere
        </Title>
        <Text size="sm" c="dimmed">
          Ends every session of your account, on this device and all others. You will need to log in again.
        </Text>
        <Button variant="outline" color="red.9" onClick={open}>
          Sign out everywhere
        </Button>
      </Stack>
      <Modal opened={opened} onClose={close} title="Sign out everywhere?" centered>
        <Stack gap="md">
          {failure && (
            <Alert color="red" title={messages.errors.title} role="alert">
              {failure}
            </Alert>
          )}
          <Text size="sm">
            Every device signed in to your account, this one included, will be signed out.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button color="red.9" onClick={confirm} loading={pending}>
              Sign out everywhere
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
