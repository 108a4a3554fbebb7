import type { ContactRole } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';

export interface NewContactMessage {
  name: string;
  email: string;
  role: ContactRole;
  subject: string;
  message: string;
  contactMe: boolean;
  fileUrl: string | null;
  fileName: string | null;
}

export async function insertContactMessage(db: Db, row: NewContactMessage): Promise<string> {
  const [saved] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  if (!saved) throw new Error('contact message was not stored');
  return saved.id;
}
