import { messages, type Pitch } from '@angelbridge/contracts';

/** §2: the wizard's six steps, indexed 0 to 5. */
export const STEP_LABELS = [
  'Overview',
  'Pitch Details',
  'The Team',
  'Documents',
  'Project Milestones',
  'Contact Requests',
] as const;

export const STEP = { overview: 0, details: 1, team: 2, documents: 3, milestones: 4, contact: 5 } as const;

export type WizardMode = 'add' | 'edit';

/** The add flow stops after documents; the rest happens in the edit flow (§2). */
export function stepCount(mode: WizardMode): number {
  return mode === 'add' ? 4 : 6;
}

/** Steps whose form is sent when the owner moves forward past them. */
const SAVED_STEPS: readonly number[] = [STEP.overview, STEP.details, STEP.documents];

/** Whether the stored pitch already holds what a step asks for. */
export function stepDone(pitch: Pitch | undefined, step: number): boolean {
  if (!pitch) return false;
  switch (step) {
    case STEP.overview:
      return pitch.name_of_pitch !== '';
    case STEP.details:
      return pitch.target > 0 && pitch.wow_factor !== '';
    case STEP.team:
      return pitch.team.length > 0;
    case STEP.documents:
      return pitch.document.length > 0;
    case STEP.milestones:
      return pitch.project_milestones.length > 0;
    default:
      return true;
  }
}

/** Where a reopened pitch continues: the first step still missing, or the overview of a finished one. */
export function firstIncompleteStep(pitch: Pitch | undefined, mode: WizardMode = 'edit'): number {
  for (let step = STEP.overview; step <= STEP.milestones; step++) {
    if (!stepDone(pitch, step)) return Math.min(step, stepCount(mode) - 1);
  }
  return STEP.overview;
}

/**
 * Whether the tab of step `to` can be chosen from step `from`: going back always; going forward only when
 * every step before it is stored, except `from` itself, which the move saves or checks first.
 */
export function canReach(pitch: Pitch | undefined, from: number, to: number, mode: WizardMode): boolean {
  // The add flow's documents step moves on to the milestones, which the edit flow shows.
  const end = mode === 'add' && from === STEP.documents ? STEP.milestones + 1 : stepCount(mode);
  if (to < 0 || to >= end) return false;
  if (to <= from) return true;
  for (let step = 0; step < to; step++) {
    if (step !== from && !stepDone(pitch, step)) return false;
  }
  return true;
}

export type Move =
  | { kind: 'stay' }
  | { kind: 'go'; to: number }
  | { kind: 'save'; to: number }
  | { kind: 'blocked'; message: string };

/** §2, §4: what moving from one step to another needs. */
export function planMove(pitch: Pitch | undefined, from: number, to: number, mode: WizardMode): Move {
  if (to === from || !canReach(pitch, from, to, mode)) return { kind: 'stay' };
  if (to < from) return { kind: 'go', to };
  if (SAVED_STEPS.includes(from)) return { kind: 'save', to };
  if (from === STEP.team && !stepDone(pitch, STEP.team)) {
    return { kind: 'blocked', message: messages.teamMember.stepRequired };
  }
  if (from === STEP.milestones && !stepDone(pitch, STEP.milestones)) {
    return { kind: 'blocked', message: messages.milestones.stepRequired };
  }
  return { kind: 'go', to };
}
