import { PlaceholderPage } from '../../../components/placeholder-page';

export function AddPitchPage() {
  return <PlaceholderPage title="Add Pitch" text="Tell investors about your project, step by step." />;
}
