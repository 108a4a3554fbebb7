import type { UseFormReturnType } from '@mantine/form';
import type { Location } from '../../../../components/location-select';
import type { PlaceValues } from './profile-values';

export const LINKEDIN_PLACEHOLDER = 'https://www.linkedin.com/in/your-name';

/** Connects the cascading location select to a form's register_* fields and their errors. */
export function locationBinding<V extends PlaceValues>(form: UseFormReturnType<V>) {
  const values = form.values as PlaceValues;
  const value: Location = {
    country: values.register_country,
    state: values.register_state,
    city: values.register_city,
  };
  const onChange = (next: Location) => {
    const place: PlaceValues = {
      register_country: next.country,
      register_state: next.state,
      register_city: next.city,
    };
    form.setValues(place as Partial<V>);
    for (const [field, chosen] of Object.entries(place)) if (chosen) form.clearFieldError(field);
  };
  const errors = {
    country: form.errors.register_country,
    state: form.errors.register_state,
    city: form.errors.register_city,
  };
  return { value, onChange, errors };
}
