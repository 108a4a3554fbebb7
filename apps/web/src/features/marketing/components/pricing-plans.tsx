import { webPaths } from '@angelbridge/contracts/web-paths';
import { Badge, Button, Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';

/** §1 and §9: the fees, as the product states them (the amounts are not published). */
export const PRICING = [
  {
    name: 'Pitch submission',
    price: 'Free',
    text: 'Publish your pitch, your team, documents and milestones, and answer investor requests.',
    points: ['Unlimited pitches', 'Team, documents and milestones', 'Contact requests from investors'],
    action: { label: 'Start your pitch', to: hrefFor(webPaths.signup, { type: 'entrepreneur' }) },
  },
  {
    name: 'Consulting',
    price: 'Custom pricing',
    text: 'Hands-on help with your business case, your round and the story you tell investors.',
    points: ['Business case review', 'Round structuring', 'Pitch coaching'],
    action: { label: 'Talk to us', to: webPaths.contactUsPage },
  },
  {
    name: 'Talent matching',
    price: 'Success-based fee',
    text: 'We introduce co-founders, advisors and key hires; you pay only when a match joins your team.',
    points: ['Curated introductions', 'Pay only on a successful match', 'Founders and investors alike'],
    action: { label: 'Ask about matching', to: webPaths.contactUsPage },
  },
] as const;

export function PricingPlans() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {PRICING.map((plan, index) => (
        <Card key={plan.name} withBorder radius="lg" padding="xl" component="article">
          {index === 0 && (
            <Badge variant="filled" color="lagoon.9" mb="sm" w="fit-content">
              Most popular
            </Badge>
          )}
          <Title order={3}>{plan.name}</Title>
          <Text fz={28} fw={800} c="var(--ab-accent-text)" mt="xs">
            {plan.price}
          </Text>
          <Text c="gray.7" mt="sm">
            {plan.text}
          </Text>
          <List mt="md" spacing={6} size="sm">
            {plan.points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
          <Button component={Link} to={plan.action.to} mt="xl" variant={index === 0 ? 'filled' : 'light'}>
            {plan.action.label}
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
