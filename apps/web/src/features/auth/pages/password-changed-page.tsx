import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';

/** /successpassword */
export function PasswordChangedPage() {
  return (
    <AuthCard title="Password changed">
      <Text>Your password has been reset. You can sign in with it now.</Text>
      <Button component={Link} to={webPaths.login} mt="lg" fullWidth>
        Sign in
      </Button>
    </AuthCard>
  );
}
