import { PlaceholderPage } from '../../../components/placeholder-page';

export function PitchDetailPage() {
  return (
    <PlaceholderPage
      title="Pitch"
      text="The overview, funding details, team, documents and milestones of a pitch."
    />
  );
}
