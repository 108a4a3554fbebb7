import type { ShownPitchCard } from '@angelbridge/contracts';
import { Avatar, Combobox, Group, Stack, Text } from '@mantine/core';
import { projectTypeName } from '../../../../lib/project-type-name';
import classes from './global-search-box.module.css';

/** The option value of a pitch; people's options carry their bare id. */
export const pitchOptionValue = (id: string) => `pitch:${id}`;

/** One pitch in the header's result list: its cover, name, company, type and place. */
export function SearchPitchOption({ pitch }: { pitch: ShownPitchCard }) {
  const type = projectTypeName(pitch);
  return (
    <Combobox.Option value={pitchOptionValue(pitch._id)} className={classes.option}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {/* The cover, or the pitch's initial where there is none (or it fails to load). */}
        <Avatar src={pitch.img} alt="" radius="sm" size={44} color="lagoon">
          {pitch.name_of_pitch.trim().charAt(0).toUpperCase()}
        </Avatar>
        <Stack gap={2} className={classes.details}>
          <Text fw={600} size="sm" className={classes.name}>
            {pitch.name_of_pitch}
          </Text>
          <Text size="xs" c="gray.7">
            {[pitch.name_of_company, type, pitch.location].filter(Boolean).join(' · ')}
          </Text>
          <Text size="xs" lineClamp={2}>
            {pitch.short_summary}
          </Text>
        </Stack>
      </Group>
    </Combobox.Option>
  );
}
