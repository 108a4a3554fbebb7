import { useParams } from 'react-router-dom';
import { AdminPitchPage } from './pages/admin-pitch-page';
import { AdminPitchesPage } from './pages/admin-pitches-page';

/** The console's pitches section: /admin/pitches (the list) and /admin/pitches/:id (one pitch, its round). */
export function PitchesSection() {
  const { id } = useParams();
  return id ? <AdminPitchPage /> : <AdminPitchesPage />;
}
