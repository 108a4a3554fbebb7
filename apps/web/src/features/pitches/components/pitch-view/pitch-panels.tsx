import { messages, type PublicPitch } from '@angelbridge/contracts';
import { Anchor, Avatar, Card, List, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { PitchVideo } from '../../../matching/index';
import classes from './pitch-view.module.css';

const m = messages.empty;

function Block({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text mt={4} className={classes.prose}>
        {text.trim() || m.notApplicable}
      </Text>
    </div>
  );
}

/** Page 0: the short summary and the highlights. */
export function OverviewPanel({ pitch }: { pitch: PublicPitch }) {
  return (
    <Stack gap="lg">
      <Block title="Short summary" text={pitch.short_summary} />
      <div>
        <Title order={3} size="h5">
          Highlights
        </Title>
        {pitch.highlight.length > 0 ? (
          <List mt={4} spacing={4}>
            {pitch.highlight.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        ) : (
          <Text mt={4}>{m.notApplicable}</Text>
        )}
      </div>
      {pitch.use_of_funds && <Block title="Use of funds" text={pitch.use_of_funds} />}
      {pitch.video_url && (
        <div>
          <Title order={3} size="h5" mb={4}>
            Video
          </Title>
          <PitchVideo url={pitch.video_url} title={pitch.name_of_pitch} />
        </div>
      )}
    </Stack>
  );
}

/** Page 1: the pitch's name, wow factor and why to invest (`why_invent`, labelled 'Why Invest'). */
export function DetailsPanel({ pitch }: { pitch: PublicPitch }) {
  return (
    <Stack gap="lg">
      <Block title="Name of pitch" text={pitch.name_of_pitch} />
      <Block title="Wow factor" text={pitch.wow_factor} />
      <Block title="Why Invest" text={pitch.why_invent} />
    </Stack>
  );
}

/** LinkedIn '-' or blank counts as none (§2, wizard). Only web links are followed. */
function linkedIn(url: string): string | null {
  const value = url.trim();
  return /^https?:\/\//i.test(value) ? value : null;
}

/** Page 2: the team, without e-mail or phone (those need an allowed contact request). */
export function TeamPanel({ pitch }: { pitch: PublicPitch }) {
  if (pitch.team.length === 0) return <Text>{m.teamMembers}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {pitch.team.map((member) => {
        const link = linkedIn(member.linkedin_profile);
        return (
          <Card key={member._id} withBorder radius="md" padding="md">
            <Avatar src={member.photo} alt="" size={72} radius="xl" color="bridge" name={member.name} />
            <Title order={3} size="h5" mt="sm">
              {member.name.trim() || m.name}
            </Title>
            <Text size="sm" c="gray.7">
              {member.position.trim() || m.notApplicable}
            </Text>
            {link ? (
              <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm" mt={4}>
                LinkedIn profile of {member.name}
              </Anchor>
            ) : (
              <Text size="sm" mt={4} c="gray.7">
                LinkedIn: {m.notApplicable}
              </Text>
            )}
            <Text size="sm" mt="sm" className={classes.prose}>
              {member.bio.trim() || m.bio}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** Page 4: milestones, soonest first. */
export function MilestonesPanel({ pitch }: { pitch: PublicPitch }) {
  if (pitch.project_milestones.length === 0) return <Text>{m.pitchMilestones}</Text>;
  const ordered = [...pitch.project_milestones].sort((a, b) => a.target_date.localeCompare(b.target_date));
  return (
    <Timeline active={-1} bulletSize={18} lineWidth={2} component="ol" className={classes.timeline}>
      {ordered.map((milestone) => (
        <Timeline.Item
          key={milestone._id}
          component="li"
          title={
            <Title order={3} size="h5">
              {milestone.milestone_name}
            </Title>
          }
        >
          <Text size="sm" c="gray.7">
            <time dateTime={milestone.target_date}>
              {dateFormat.format(new Date(`${milestone.target_date}T00:00:00Z`))}
            </time>
          </Text>
          <Text size="sm" mt={4} className={classes.prose}>
            {milestone.description}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
