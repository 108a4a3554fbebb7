// The only door into features/cms for other features and app/ (ARCHITECTURE convention 8).
export { useCms } from './api/get-cms';
