import {
  MESSAGE_EMAIL_DELAY_MINUTES,
  messages,
  type NotificationSettings,
  UPDATE_REMINDER_DAYS,
  type UserType,
} from '@angelbridge/contracts';
import { Alert, Divider, Loader, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useNotificationSettings, useUpdateNotificationSettings } from '../../notifications/index';

interface EmailSwitch {
  key: Exclude<keyof NotificationSettings, 'follow_notices'>;
  label: string;
  /** What the e-mail is, in the words of each kind of account it can reach (the only ones it is shown to). */
  description: Partial<Record<UserType, string>>;
}

const SWITCHES: EmailSwitch[] = [
  {
    key: 'email_contact_request',
    label: 'New contact requests',
    description: {
      entrepreneur: 'An e-mail when an investor asks for the contact details of one of your pitches.',
    },
  },
  {
    key: 'email_contact_decision',
    label: 'Decisions on my requests',
    description: {
      investor:
        'An e-mail when a team allows or denies your request for their contact details, or publishes your question as an FAQ.',
    },
  },
  {
    key: 'email_unread_messages',
    label: 'Unread messages',
    description: {
      entrepreneur: `One e-mail when messages sent to you stay unread for ${MESSAGE_EMAIL_DELAY_MINUTES} minutes.`,
      investor: `One e-mail when messages sent to you stay unread for ${MESSAGE_EMAIL_DELAY_MINUTES} minutes.`,
    },
  },
  {
    // issue 34: recipients get each update; founders the reminder to write one
    key: 'email_investor_updates',
    label: 'Investor updates',
    description: {
      entrepreneur: `A reminder when your investors have not had an update from you for ${UPDATE_REMINDER_DAYS} days.`,
      investor: 'An e-mail for each update a company you invested in, or follow, sends you.',
    },
  },
];

/** The e-mail switches that can matter to this kind of account; each change is saved at once. */
export function EmailSettings({ userType }: { userType: UserType }) {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const save = (change: Partial<NotificationSettings>) =>
    update.mutate(change, {
      onSuccess: () => notify(messages.notifications.settingsSaved),
      onError: (error) => notify(errorMessage(error), 'error'),
    });
  return (
    <Stack gap="sm" mt="xl">
      <Divider />
      <Title order={2} size="h4">
        E-mail notifications
      </Title>
      {settings.isPending && <Loader size="sm" aria-label="Loading e-mail settings" />}
      {settings.isError && <Alert color="red">{settings.error.message}</Alert>}
      {settings.data &&
        SWITCHES.filter((item) => item.description[userType] !== undefined).map(
          ({ key, label, description }) => (
            <Switch
              key={key}
              label={label}
              description={description[userType]}
              checked={settings.data[key]}
              disabled={update.isPending}
              onChange={(event) => save({ [key]: event.currentTarget.checked })}
            />
          ),
        )}
      {settings.data && userType === 'investor' && (
        <Radio.Group
          label="News of pitches I follow"
          description="Always in the bell; by e-mail for each piece of news, or in one e-mail a day."
          value={settings.data.follow_notices}
          onChange={(value) => save({ follow_notices: value === 'daily' ? 'daily' : 'immediate' })}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="immediate" label="An e-mail for each" disabled={update.isPending} />
            <Radio value="daily" label="A daily digest" disabled={update.isPending} />
          </Stack>
        </Radio.Group>
      )}
      <Text size="xs" c="gray.7">
        The bell at the top of the page always shows every notification.
      </Text>
    </Stack>
  );
}
