import { messages, type ScoutedUserDetail } from '@angelbridge/contracts';
import { Anchor, Avatar, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AnswersWithin } from '../../../../components/answers-within';
import { formatPhone } from '../../../../lib/phone';
import { formatCad } from '../../../discovery/index';
import { ContactPrivacyNote } from './contact-privacy-note';

const m = messages.empty;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7" fw={600} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} mt={2}>
        {children}
      </Text>
    </div>
  );
}

function yearsOn(years: number): string {
  if (years < 1) return 'Joined this year';
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

function webLink(url: string): string | null {
  const value = url.trim();
  return /^https?:\/\//i.test(value) ? value : null;
}

/** §2 public profile: who the person is, and their phone and e-mail only when the server shares them. */
export function ProfileCard({ person }: { person: ScoutedUserDetail }) {
  const name = [person.first_name.trim() || m.name, person.last_name.trim()].join(' ').trim();
  // Null unless the server found a reason to share them (contact_access).
  const typedPhone = person.mobile_number?.trim() ?? '';
  const phone = typedPhone ? formatPhone(typedPhone, person.isd_code) : null;
  const email = person.email?.trim() ?? '';
  const linkedin = webLink(person.linkedin_profile);
  const range = person.investment_range;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Stack align="center" gap="sm">
            <Avatar
              src={person.photo}
              alt={`Photo of ${name}`}
              size={160}
              radius={999}
              color="bridge"
              name={name}
            />
            <Title order={1} size="h2" ta="center">
              {name}
            </Title>
            <Badge variant="light">{person.type === 'investor' ? 'Investor' : 'Entrepreneur'}</Badge>
            <AnswersWithin days={person.answers_within_days} size="sm" ta="center" />
            {phone && (
              <Text>
                <Anchor href={phone.href}>{phone.text}</Anchor>
              </Text>
            )}
            {email && (
              <Button component="a" href={`mailto:${email}`}>
                Contact
              </Button>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="lg" component="dl" m={0}>
            <Fact label="Company">{person.company_or_organization.trim() || m.notApplicable}</Fact>
            <Fact label="Country">{person.country_id?.name || m.country}</Fact>
            <Fact label="Expertise">
              {person.expertise.length > 0 ? (
                <Group gap={6} component="span">
                  {person.expertise.map((e) => (
                    <Badge key={e._id} variant="outline" component="span">
                      {e.title}
                    </Badge>
                  ))}
                </Group>
              ) : (
                m.expertise
              )}
            </Fact>
            {range && (
              <Fact label="Investment range">
                {formatCad(range.min)} – {formatCad(range.max)}
              </Fact>
            )}
            {person.professional_experience && (
              <Fact label="Professional experience">{person.professional_experience.years} years</Fact>
            )}
            <Fact label="Years on AngelBridge">{yearsOn(person.years_on_angelbridge)}</Fact>
            <Fact label="LinkedIn">
              {linkedin ? (
                <Anchor href={linkedin} target="_blank" rel="noopener noreferrer">
                  {linkedin.replace(/^https?:\/\/(www\.)?/i, '')}
                </Anchor>
              ) : (
                m.notApplicable
              )}
            </Fact>
            <Fact label="Bio">
              <Text span style={{ whiteSpace: 'pre-line' }}>
                {person.bio.trim() || m.bio}
              </Text>
            </Fact>
          </Stack>
          <ContactPrivacyNote access={person.contact_access} name={person.first_name.trim() || name} />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
