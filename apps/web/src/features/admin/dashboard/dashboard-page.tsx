import { Title } from '@mantine/core';

export function DashboardPage() {
  return (
    <>
      <title>Dashboard · Admin · AngelBridge</title>
      <Title order={1} size="h2">
        Dashboard
      </Title>
    </>
  );
}
