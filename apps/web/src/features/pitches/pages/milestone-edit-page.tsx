import { PlaceholderPage } from '../../../components/placeholder-page';

export function MilestoneEditPage() {
  return <PlaceholderPage title="Project Milestones" text="Plan the milestones of your project." />;
}
