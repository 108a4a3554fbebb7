import { PlaceholderPage } from '../../../components/placeholder-page';

export function HomePage() {
  return (
    <PlaceholderPage
      title="Empowering ideas"
      text="AngelBridge bridges ambition and opportunity: entrepreneurs meet the angel investors who fund them."
    />
  );
}
