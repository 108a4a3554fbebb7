import { PlaceholderPage } from '../../../components/placeholder-page';

export function EditPitchPage() {
  return <PlaceholderPage title="Edit Pitch" text="Update your pitch, its team, documents and milestones." />;
}
