import { commitmentTexts as t } from '@angelbridge/contracts';
import { AppError } from '../../http/app-error.js';
import { maySeePitch } from '../pitches/index.js';
import type { PersonFacts, PitchFacts } from './commitments.queries.js';

export const pitchNotFound = () =>
  new AppError('NOT_FOUND', t.pitchNotFound, { errors: { pitch_id: t.pitchNotFound } });

/** The pitch, when this caller may see it (the pitches module's one rule); else the 404 every call gives. */
export function visibleTo(pitch: PitchFacts | null, callerId: string): PitchFacts {
  if (
    !pitch ||
    !maySeePitch(
      { ownerId: pitch.owner_id, isHidden: pitch.is_hidden, draft: pitch.draft, withdrawn: pitch.withdrawn },
      callerId,
    )
  ) {
    throw pitchNotFound();
  }
  return pitch;
}

/**
 * THE one place that decides whether this person may commit to (or offer to lead) this pitch, whatever
 * the round's state: a visible pitch that is not their own, an investor with a complete profile and, on a
 * private round, a certification that opens it. Both /commitToPitch and /getPitchRound's may_commit read
 * it. Null when allowed.
 */
export function commitRefusal(
  pitch: PitchFacts | null,
  person: PersonFacts | null,
  callerId: string,
): AppError | null {
  try {
    visibleTo(pitch, callerId);
  } catch (error) {
    return error as AppError;
  }
  if (pitch?.owner_id === callerId) {
    return new AppError('BAD_REQUEST', t.ownPitch, { errors: { pitch_id: t.ownPitch } });
  }
  if (person?.user_type !== 'investor') return new AppError('FORBIDDEN', t.cannotCommitEntrepreneur);
  if (!person.is_profile_complete) return new AppError('FORBIDDEN', t.profileIncomplete);
  // a private round's terms are for certified investors only, and so is committing to it (Rule 506(b))
  if (pitch?.private_round && !person.certified) return new AppError('FORBIDDEN', t.privateRoundUncertified);
  return null;
}
