// The same tests with the files in a real S3-compatible server (s3rver, see test/s3-server.ts).
import { useStore } from '../../test/harness.js';

useStore('s3');
await import('./attachments.test.js');
