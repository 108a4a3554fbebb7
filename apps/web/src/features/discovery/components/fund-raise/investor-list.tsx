import { messages, type ScoutedUser } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Avatar, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { hrefFor } from '../../../../lib/href-for';
import classes from './investor-list.module.css';
import { formatCad } from './money';

const m = messages.empty;

function InvestorRow({ investor }: { investor: ScoutedUser }) {
  const name = [investor.first_name.trim() || m.name, investor.last_name.trim()].filter(Boolean).join(' ');
  const range = investor.investment_range;
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={hrefFor(webPaths.investorProfile, { id: investor._id }, { type: investor.type })}
        state={{ userType: investor.type }}
        className={classes.row}
      >
        <Group wrap="nowrap" gap="sm" className={classes.who}>
          <Avatar src={investor.photo} alt="" radius="xl" color="bridge" imageProps={{ loading: 'lazy' }} />
          <div className={classes.text}>
            <Text fw={600} size="sm" truncate>
              {name}
            </Text>
            <Text size="xs" c="gray.7" truncate>
              {investor.country_id?.name || m.country}
            </Text>
          </div>
        </Group>
        <Text size="sm" fw={600} className={classes.range}>
          {range ? `${formatCad(range.min)} – ${formatCad(range.max)}` : m.notApplicable}
        </Text>
      </UnstyledButton>
    </li>
  );
}

/** A compact list of investors: who, from where, and how much they put into a deal (§1). */
export function InvestorList({ investors }: { investors: ScoutedUser[] }) {
  return (
    <ul className={classes.list} aria-label="Investors">
      {investors.map((investor) => (
        <InvestorRow key={investor._id} investor={investor} />
      ))}
    </ul>
  );
}

export function InvestorListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading investors" className={classes.list}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <Group key={i} p="sm" wrap="nowrap">
          <Skeleton circle height={38} />
          <Skeleton height={12} width="50%" />
        </Group>
      ))}
    </div>
  );
}
