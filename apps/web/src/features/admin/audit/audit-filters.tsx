import { AUDIT_TARGET_ID_MAX, type getAuditLog, type ResponseOf } from '@angelbridge/contracts';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AuditQuery } from './api/get-audit-log';
import { actionWords, targetWords } from './audit-words';

type Choices = ResponseOf<typeof getAuditLog>['filters'];

interface AuditFiltersProps {
  choices: Choices | undefined;
  value: AuditQuery;
  onChange: (query: AuditQuery) => void;
}

const pick = (value: string | null) => (value ? value : undefined);

/** Who, what and on what: exact matches, applied together with the Search button (or Enter). */
export function AuditFilters({ choices, value, onChange }: AuditFiltersProps) {
  const [draft, setDraft] = useState<AuditQuery>(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...draft, target_id: draft.target_id?.trim() || undefined, page: 1 });
  };
  return (
    <form onSubmit={submit} aria-label="Filter the audit log">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Admin"
          placeholder="Any admin"
          clearable
          data={(choices?.admins ?? []).map((a) => ({ value: a._id, label: `${a.name} (${a.email})` }))}
          value={draft.admin_id ?? null}
          onChange={(v) => setDraft({ ...draft, admin_id: pick(v) })}
          w={{ base: '100%', sm: 240 }}
        />
        <Select
          label="Action"
          placeholder="Any action"
          clearable
          data={(choices?.actions ?? []).map((value) => ({ value, label: actionWords(value) }))}
          value={draft.action ?? null}
          onChange={(v) => setDraft({ ...draft, action: pick(v) })}
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          label="Target type"
          placeholder="Any type"
          clearable
          data={(choices?.target_types ?? []).map((value) => ({ value, label: targetWords(value) }))}
          value={draft.target_type ?? null}
          onChange={(v) => setDraft({ ...draft, target_type: pick(v) })}
          w={{ base: '100%', sm: 170 }}
        />
        <TextInput
          label="Target id"
          placeholder="Exact id"
          maxLength={AUDIT_TARGET_ID_MAX}
          value={draft.target_id ?? ''}
          onChange={(e) => setDraft({ ...draft, target_id: e.currentTarget.value })}
          w={{ base: '100%', sm: 240 }}
        />
        <Group gap="xs">
          <Button type="submit">Search</Button>
          <Button
            variant="subtle"
            onClick={() => {
              setDraft({ page: 1 });
              onChange({ page: 1 });
            }}
          >
            Clear
          </Button>
        </Group>
      </Group>
    </form>
  );
}
