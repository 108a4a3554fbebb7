import { accountMessages, type DeleteMyAccountRequest, deleteMyAccountRequest } from '@angelbridge/contracts';
import { messages } from '@angelbridge/contracts/messages';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PasswordField } from '../../../components/password-field';
import { notify } from '../../../lib/notify';
import { signOut } from '../../../lib/session';
import { failureMessage, focusFirstError, serverFieldErrors, zodFormValidate } from '../../../lib/zod-form';
import { useDeleteMyAccount } from '../api/account-data';

/** What deleting takes away, said before anyone types a password. */
const CONSEQUENCES = [
  'Your profile, photo and contact details are erased, and you are signed out everywhere.',
  'Your pitches, with their team, milestones and documents, are removed.',
  'Your contact requests, sent or received, are removed.',
  'Messages you sent stay in the other person’s conversation, read-only, under “Deleted user”.',
  'This cannot be undone. You may sign up again later with the same e-mail address.',
];

/** The danger zone: deleting the own account, confirmed by the password, then signed out with a goodbye. */
export function DeleteAccount() {
  const [opened, { open, close }] = useDisclosure(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteMyAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leaving = useRef(false);
  // Forgetting the session while this guarded page still shows would send its guard to the login page,
  // and the way home is a transition that waits for the home page's code: so the session is forgotten
  // when this page has gone, which is when the navigation home has happened.
  useEffect(
    () => () => {
      if (!leaving.current) return;
      signOut();
      queryClient.clear();
      notify(accountMessages.deleted);
    },
    [queryClient],
  );
  const form = useForm<DeleteMyAccountRequest>({
    initialValues: { password: '' },
    validate: zodFormValidate(deleteMyAccountRequest),
  });

  const dismiss = () => {
    if (remove.isPending) return;
    form.reset();
    setFailure(null);
    close();
  };

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        await remove.mutateAsync(values);
        // the server has ended every session; this browser forgets its own once it has left this signed-in
        // page (see the effect above), then says goodbye on the home page
        leaving.current = true;
        close();
        navigate(webPaths.home, { replace: true });
      } catch (error) {
        const { fieldErrors, otherErrors } = serverFieldErrors(error, ['password']);
        form.setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) {
          setFailure(otherErrors[0] ?? failureMessage(error, messages.errors.unexpectedTryAgain));
        }
        focusFirstError();
      }
    },
    () => focusFirstError(),
  );

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      mt="lg"
      component="section"
      aria-labelledby="delete-account-title"
      style={{ borderColor: 'var(--mantine-color-red-8)' }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="delete-account-title" c="red.9">
          Delete my account
        </Title>
        <Text size="sm" c="dimmed">
          Deletes your account and what it holds. You may want to download your data first.
        </Text>
        <Button color="red.9" onClick={open}>
          Delete my account
        </Button>
      </Stack>
      <Modal
        opened={opened}
        onClose={dismiss}
        title="Delete your account?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {failure && (
              <Alert color="red" title={messages.errors.title} role="alert">
                {failure}
              </Alert>
            )}
            <List size="sm" spacing={4} aria-label="What deleting your account does">
              {CONSEQUENCES.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            <PasswordField
              label="Your password"
              description="Type your password to confirm."
              autoComplete="current-password"
              required
              data-autofocus
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={dismiss} disabled={remove.isPending}>
                Cancel
              </Button>
              <Button type="submit" color="red.9" loading={remove.isPending}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
