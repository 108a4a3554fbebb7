import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';
import type { ScoutKind } from './listing-filters';

const KINDS: { type: ScoutKind; label: string }[] = [
  { type: 'investor', label: 'Investors' },
  { type: 'entrepreneur', label: 'Entrepreneurs' },
];

/** Investors or entrepreneurs: plain links, so each list has its own address (§2 route table). */
export function ScoutKindSwitch({ type }: { type: ScoutKind }) {
  return (
    <Group gap="xs" role="navigation" aria-label="Whom to scout">
      {KINDS.map((kind) => (
        <Button
          key={kind.type}
          component={Link}
          to={hrefFor(webPaths.scout, { type: kind.type })}
          variant={kind.type === type ? 'filled' : 'default'}
          aria-current={kind.type === type ? 'page' : undefined}
        >
          {kind.label}
        </Button>
      ))}
    </Group>
  );
}
