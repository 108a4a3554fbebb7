import { conversationTexts, FAQ_MAX_PER_PITCH, type PitchFaq } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/app-error.js';
import { recordRequestStep } from '../contact-requests/index.js';
import { tellAsker } from './faq-notices.js';

const m = conversationTexts;

export interface FaqInput {
  message_id: string;
  question: string;
  answer: string;
}

/**
 * The pitch's owner publishes a question and answer taken from a message of one of its conversations.
 * The texts are the owner's edited ones; the message is kept only to know the pitch (the public answer
 * never names it nor the investor). Anyone else's message is "not found", as if it did not exist.
 * The message's writer, when it is not the owner, is told their question was published.
 */
export async function publishFaq(
  db: Db,
  publicUrl: string,
  ownerId: string,
  input: FaqInput,
): Promise<PitchFaq> {
  return inTransaction(db, async (tx) => {
    // the pitch row is locked, so two publications at once cannot pass the limit together
    const [source] = await queryRows<{
      pitch_id: string;
      investor_id: string;
      sender_id: string | null;
      name_of_pitch: string;
    }>(
      tx,
      sql`select c.pitch_id, c.investor_id, msg.sender_id, p.name_of_pitch
          from conversation_messages msg
          join conversations c on c.id = msg.conversation_id
          join pitches p on p.id = c.pitch_id
          where msg.id = ${input.message_id} and p.owner_id = ${ownerId}
          for update of p`,
    );
    if (!source) throw new AppError('NOT_FOUND', m.messageNotFound);
    const [count] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from pitch_faqs where pitch_id = ${source.pitch_id}`,
    );
    if ((count?.n ?? 0) >= FAQ_MAX_PER_PITCH) throw new AppError('CONFLICT', m.faqLimit);
    const [faq] = await queryRows<PitchFaq>(
      tx,
      sql`insert into pitch_faqs (pitch_id, message_id, question, answer)
          values (${source.pitch_id}, ${input.message_id}, ${input.question}, ${input.answer})
          returning id as "_id", question, answer`,
    );
    if (!faq) throw new Error('the published answer was not stored');
    await recordRequestStep(tx, {
      pitchId: source.pitch_id,
      investorId: source.investor_id,
      kind: 'faq_published',
      actorId: ownerId,
    });
    if (source.sender_id && source.sender_id !== ownerId) {
      await tellAsker(tx, publicUrl, {
        askerId: source.sender_id,
        pitchId: source.pitch_id,
        pitchName: source.name_of_pitch,
        question: faq.question,
      });
    }
    return faq;
  });
}

/** The owner takes a published answer off the pitch page; anyone else's is "not found". */
export async function deleteFaq(db: Db, ownerId: string, faqId: string): Promise<void> {
  const deleted = await queryRows<{ id: string }>(
    db,
    sql`delete from pitch_faqs f using pitches p
        where f.id = ${faqId} and p.id = f.pitch_id and p.owner_id = ${ownerId}
        returning f.id`,
  );
  if (deleted.length === 0) throw new AppError('NOT_FOUND', m.faqNotFound);
}
