import path from 'node:path';
import type { ContactRole } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { claim, type UploadedFile } from '../../http/upload.js';
import type { Mailer } from '../../mail/mailer.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { contactTeamMail } from './contact-us.mail.js';
import { deleteContactMessage, insertContactMessage } from './contact-us.queries.js';

export interface ContactUsDeps {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
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

export function contactUsService({ db, storage, mailer, teamEmail }: ContactUsDeps) {
  return {
    /**
     * Stores the message (and its file), then mails it to the team. When the mail cannot go out the
     * stored copy is removed again, so the visitor's retry does not leave a duplicate.
     */
    async send(input: ContactUsInput, file: UploadedFile | undefined): Promise<void> {
      const ext = file ? extensionOf(file) : null;
      const fileName = file && ext ? attachmentName(file, ext) : null;
      const fileUrl = file ? claim(file) : null;
      let id: string;
      try {
        id = await insertContactMessage(db, {
          name: input.name,
          email: input.email,
          role: input.role,
          subject: input.subject,
          message: input.message,
          contactMe: input.contact_me,
          fileUrl,
          fileName,
        });
      } catch (error) {
        if (fileUrl) await storage.remove(fileUrl);
        throw error;
      }
      // the file goes to the team read back from storage, never whole in memory
      const content = file && fileUrl ? storage.read(fileUrl) : null;
      try {
        await mailer.send(
          contactTeamMail(teamEmail, {
            ...input,
            attachment: file && content && fileName ? { filename: fileName, content, size: file.size } : null,
          }),
        );
      } catch (error) {
        // unread, and its file is about to go: whatever the stream says now is of no interest
        content?.on('error', () => undefined).destroy();
        await deleteContactMessage(db, id);
        if (fileUrl) await storage.remove(fileUrl);
        throw error;
      }
    },
  };
}
