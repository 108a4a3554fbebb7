import { CONTACT_ROLES, type ContactRole } from '@angelbridge/contracts';
import { Select, type SelectProps } from '@mantine/core';

const ROLE_LABELS: Record<ContactRole, string> = {
  entrepreneur: 'Entrepreneur',
  investor: 'Investor',
  other: 'Other',
};

const ROLES = CONTACT_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

/**
 * "I am": the contact form's one drop-down, in a chunk of its own. Mantine's Select brings its combobox,
 * popover, scroll area and floating-ui (about 37 kB gzipped): the form's text fields hydrate without them
 * (contact-form.tsx puts this in a HydrateLater).
 */
export function RoleSelect(props: Omit<SelectProps, 'data' | 'label' | 'placeholder'>) {
  return (
    <Select
      label="I am"
      placeholder="Choose your role"
      data={ROLES}
      allowDeselect={false}
      withAsterisk
      {...props}
    />
  );
}
