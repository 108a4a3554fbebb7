import { Title } from '@mantine/core';

export function AuditLogPage() {
  return (
    <>
      <title>Audit log · Admin · AngelBridge</title>
      <Title order={1} size="h2">
        Audit log
      </Title>
    </>
  );
}
