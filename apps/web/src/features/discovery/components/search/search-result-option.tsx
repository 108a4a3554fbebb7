import type { SearchResult } from '@angelbridge/contracts';
import { messages } from '@angelbridge/contracts';
import { Avatar, Combobox, Group, Stack, Text } from '@mantine/core';
import classes from './global-search-box.module.css';

const m = messages.empty;

/**
 * One person in the header's result list, with §2's fallbacks. LinkedIn shows as text: an option of a
 * listbox may not hold a link of its own, and choosing the option opens the profile, which links it.
 */
export function SearchResultOption({ result }: { result: SearchResult }) {
  const firstName = result.first_name.trim() || m.name;
  const fullName = [firstName, result.last_name.trim()].filter(Boolean).join(' ');
  const country = result.country_id?.name.trim() || m.name;
  return (
    <Combobox.Option value={result._id} className={classes.option}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {/* With no photo, or one that fails to load, Avatar draws its placeholder figure. */}
        <Avatar src={result.photo} alt="" radius="xl" size={44} />
        <Stack gap={2} className={classes.details}>
          <Text fw={600} size="sm" className={classes.name}>
            {fullName}
            <Text span size="xs" c="gray.7" fw={400}>
              {' '}
              · {result.user_type === 'investor' ? 'Investor' : 'Entrepreneur'}
            </Text>
          </Text>
          <Text size="xs" c="gray.7">
            {country}
            {result.expertise.length > 0 && ` · ${result.expertise.join(', ')}`}
          </Text>
          <Text size="xs" lineClamp={2}>
            {result.bio.trim() || m.bio}
          </Text>
          {result.linkedin_profile.trim() && (
            <Text size="xs" c="var(--ab-accent-text)" className={classes.linkedin}>
              LinkedIn: {result.linkedin_profile.replace(/^https?:\/\/(www\.)?/, '')}
            </Text>
          )}
        </Stack>
      </Group>
    </Combobox.Option>
  );
}
