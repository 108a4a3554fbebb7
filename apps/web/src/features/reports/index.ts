// The only door into features/reports for other features and app/ (ARCHITECTURE convention 8).
export { ReportButton } from './components/report-button';
export type { ReportTarget } from './components/report-dialog';
export { ReportDialog } from './components/report-dialog';
