// The only door into features/portfolio for other features and app/ (ARCHITECTURE convention 8).
// The founder's "Mark funded" dialog, which the agreements table opens.
export { MarkFundedDialog, type MarkFundedTarget } from './components/mark-funded-dialog';
