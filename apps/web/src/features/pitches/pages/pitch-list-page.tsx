import { PlaceholderPage } from '../../../components/placeholder-page';

export function PitchListPage() {
  return <PlaceholderPage title="My Pitches" text="The pitches you have published or saved as drafts." />;
}
