import type { UserType } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Card, Container, List, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';

const ROLES: { type: UserType; title: string; intro: string; traits: string[] }[] = [
  {
    type: 'entrepreneur',
    title: 'Entrepreneur',
    intro: 'You have the idea and the drive to build it.',
    traits: [
      'Identifies opportunities',
      'Takes on risk',
      'Innovative',
      'Leadership role',
      'Goal-oriented',
      'Project management',
      'Economic contributors',
    ],
  },
  {
    type: 'investor',
    title: 'Investor',
    intro: 'You back the ideas and the people you believe in.',
    traits: [
      'Provides capital for growth',
      'Seeks financial return',
      'Varies in risk tolerance',
      'Invests in diverse assets',
      'Active or passive role',
      'Short or long term goals',
      'Supports economic development',
    ],
  },
];

/** /signup without a stage: pick a side first, since the two profiles differ. */
export function RoleChoice() {
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <title>Join AngelBridge · AngelBridge</title>
      <Title order={1} ta="center">
        Join AngelBridge
      </Title>
      <Text ta="center" c="gray.7" mt="xs">
        Choose how you want to use AngelBridge.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xl" spacing="lg">
        {ROLES.map((role) => (
          <Card
            key={role.type}
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby={`role-${role.type}`}
          >
            <Title order={2} size="h3" id={`role-${role.type}`}>
              {role.title}
            </Title>
            <Text c="gray.7" mt={4}>
              {role.intro}
            </Text>
            <List mt="md" spacing={4} size="sm" style={{ flex: 1 }}>
              {role.traits.map((trait) => (
                <List.Item key={trait}>{trait}</List.Item>
              ))}
            </List>
            <Button
              component={Link}
              to={hrefFor(webPaths.signup, { type: role.type, stage: 'initial' })}
              mt="lg"
              fullWidth
              aria-label={`Get started as an ${role.title.toLowerCase()}`}
            >
              Get started
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
