import path from 'node:path';
import type { ContactRole } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { claim, type UploadedFile } from '../../http/upload.js';
import { enqueueMail } from '../../mail/mail-queue.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { contactTeamMail } from './contact-us.mail.js';
import { insertContactMessage } from './contact-us.queries.js';

export interface ContactUsDeps {
  db: Db;
  storage: FileStorage;
  teamEmail: string;
}

export interface ContactUsInput {
  name: string;
  email: string;
  role: ContactRole;
  subject: string;
  message: string;
  contact_me: true;
}

/**
 * The extension comes from the bytes; old .doc and .ppt files share one container, so there the name
 * decides between the two.
 */
function extensionOf(file: UploadedFile): string {
  if (file.ext === 'doc' && /\.(ppt|pps|pot)$/i.test(file.originalName)) return 'ppt';
  return file.ext;
}

/** The visitor's file name, reduced to harmless characters, ending in the extension its bytes earned. */
function attachmentName(file: UploadedFile, ext: string): string {
  const stem = path
    .basename(file.originalName, path.extname(file.originalName))
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .trim()
    .slice(0, 100);
  return `${stem || 'attachment'}.${ext}`;
}

export function contactUsService({ db, storage, teamEmail }: ContactUsDeps) {
  return {
    /**
     * Stores the message (and its file) and queues its mail to the team in one transaction; the queue's
     * worker sends it, the file streamed from storage. When the step fails the stored file is removed
     * again, so the visitor's retry does not leave a duplicate.
     */
    async send(input: ContactUsInput, file: UploadedFile | undefined): Promise<void> {
      const ext = file ? extensionOf(file) : null;
      const fileName = file && ext ? attachmentName(file, ext) : null;
      const fileUrl = file ? claim(file) : null;
      try {
        await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          await insertContactMessage(tx, {
            name: input.name,
            email: input.email,
            role: input.role,
            subject: input.subject,
            message: input.message,
            contactMe: input.contact_me,
            fileUrl,
            fileName,
          });
          await enqueueMail(
            tx,
            contactTeamMail(teamEmail, {
              ...input,
              attachment:
                file && fileUrl && fileName ? { filename: fileName, url: fileUrl, size: file.size } : null,
            }),
          );
        });
      } catch (error) {
        if (fileUrl) await storage.remove(fileUrl);
        throw error;
      }
    },
  };
}

export type ContactUsService = ReturnType<typeof contactUsService>;
