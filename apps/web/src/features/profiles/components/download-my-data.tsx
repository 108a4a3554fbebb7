import { messages } from '@angelbridge/contracts/messages';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notify } from '../../../lib/notify';
import { failureMessage } from '../../../lib/zod-form';
import { useDownloadMyData } from '../api/account-data';

/** "Download my data": everything the account holds, as a JSON file the browser saves. */
export function DownloadMyData() {
  const download = useDownloadMyData();
  const start = () => download.mutate(undefined, { onSuccess: (answer) => notify(answer.message) });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      mt="lg"
      component="section"
      aria-labelledby="download-data-title"
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="download-data-title">
          Download my data
        </Title>
        <Text size="sm" c="dimmed">
          A JSON file of your profile, your pitches (with team, milestones and documents), your contact
          requests, your conversations and messages, your notifications and your settings.
        </Text>
        {download.isError && (
          <Alert color="red" title={messages.errors.title} role="alert" w="100%">
            {failureMessage(download.error, messages.errors.unexpectedTryAgain)}
          </Alert>
        )}
        <Button
          variant="outline"
          onClick={start}
          loading={download.isPending}
          loaderProps={{ 'aria-label': 'Preparing your file' }}
        >
          Download my data
        </Button>
        <Text size="xs" c="dimmed" aria-live="polite">
          {download.isPending ? 'Preparing your file…' : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
