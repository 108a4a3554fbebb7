import type { Country } from '@angelbridge/contracts';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CountrySelect } from '../../../components/country-select';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { isUserType, type UserType } from '../../../lib/session';

function InitialStage({ userType }: { userType: UserType }) {
  const [country, setCountry] = useState<Country | null>(null);
  // Stable, so the select's default-country effect does not run on every render.
  const chooseCountry = useCallback((next: Country | null) => setCountry(next), []);
  return (
    <Container size="sm" py="xl">
      <title>Create your account · AngelBridge</title>
      <Title order={1}>Create your account</Title>
      <Text mt="sm" size="lg">
        Join AngelBridge as {userType === 'entrepreneur' ? 'an entrepreneur' : 'an investor'}.
      </Text>
      <Stack mt="lg">
        <CountrySelect value={country?._id ?? null} onChange={chooseCountry} required />
      </Stack>
    </Container>
  );
}

export function SignupPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const stage = params.get('stage');
  if (stage === 'initial' && isUserType(type)) return <InitialStage userType={type} />;
  return (
    <PlaceholderPage
      title="Join AngelBridge"
      text="Choose whether you join as an entrepreneur or as an investor."
    >
      <Group mt="lg">
        <Button component={Link} to="/signup?type=entrepreneur&stage=initial">
          Join as an Entrepreneur
        </Button>
        <Button component={Link} to="/signup?type=investor&stage=initial" variant="light">
          Join as an Investor
        </Button>
      </Group>
    </PlaceholderPage>
  );
}
