// The only door into features/certification (ARCHITECTURE convention 8). The form is for signed-in
// investors only, so its page loads it on demand, keeping it (and zod) out of guests' first paint.
export const loadCertificationForm = () => import('./components/certification-form');
export { CertificationLine } from './components/certification-line';
