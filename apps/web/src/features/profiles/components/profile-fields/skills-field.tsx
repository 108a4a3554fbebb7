import { FIELD_LIMITS, messages } from '@angelbridge/contracts';
import { Button, Group, MultiSelect, Pill, Stack, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

const MAX_SKILL_LENGTH = FIELD_LIMITS.entrepreneur.new_skill;

interface SkillsFieldProps {
  options: readonly { value: string; label: string }[];
  skills: string[];
  onSkillsChange: (ids: string[]) => void;
  newSkills: string[];
  onNewSkillsChange: (names: string[]) => void;
  error?: ReactNode;
  loading?: boolean;
  loadError?: boolean;
}

/** Skills picked from the list, plus the person's own ones typed into the Add box. */
export function SkillsField({
  options,
  skills,
  onSkillsChange,
  newSkills,
  onNewSkillsChange,
  error,
  loading,
  loadError,
}: SkillsFieldProps) {
  const listLabelId = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);

  const add = () => {
    const name = draft.trim().replace(/\s+/g, ' ');
    if (!name) return setDraftError('Type a skill to add.');
    if (name.length > MAX_SKILL_LENGTH) return setDraftError(messages.entrepreneurProfile.newSkillInvalid);
    const lower = name.toLowerCase();
    // A typed name that is already on the list picks the list's skill instead of a duplicate.
    const listed = options.find((option) => option.label.toLowerCase() === lower);
    if (listed) {
      if (!skills.includes(listed.value)) onSkillsChange([...skills, listed.value]);
    } else if (!newSkills.some((skill) => skill.toLowerCase() === lower)) {
      onNewSkillsChange([...newSkills, name]);
    }
    setDraft('');
    setDraftError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the skill rather than submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Stack gap="xs">
      <MultiSelect
        label="Skills"
        placeholder={loading ? 'Loading skills…' : 'Pick your skills'}
        data={options as { value: string; label: string }[]}
        value={skills}
        onChange={onSkillsChange}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage="Not on the list? Add it below."
        error={loadError ? 'The list of skills could not be loaded.' : error}
        required
      />
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label="Add a custom skill"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={draftError}
          maxLength={MAX_SKILL_LENGTH + 10}
          style={{ flex: 1 }}
        />
        <Button variant="default" mt={25} onClick={add}>
          Add
        </Button>
      </Group>
      {newSkills.length > 0 && (
        <div>
          <Text size="sm" fw={500} id={listLabelId}>
            Your custom skills
          </Text>
          <Pill.Group mt={4} role="list" aria-labelledby={listLabelId}>
            {newSkills.map((skill) => (
              <Pill
                key={skill}
                role="listitem"
                withRemoveButton
                removeButtonProps={{ 'aria-label': `Remove ${skill}` }}
                onRemove={() => onNewSkillsChange(newSkills.filter((s) => s !== skill))}
              >
                {skill}
              </Pill>
            ))}
          </Pill.Group>
        </div>
      )}
    </Stack>
  );
}
