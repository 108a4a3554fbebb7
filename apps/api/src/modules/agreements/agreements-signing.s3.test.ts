// The way through (agreements made, signed, completed, mailed with the PDF) with the PDFs in a real
// S3-compatible server (s3rver, see test/s3-server.ts).
import { useStore } from '../../test/harness.js';

useStore('s3');
await import('./agreements-signing.test.js');
