import type { Pitch } from '@angelbridge/contracts';
import { createContext, useContext, useEffect } from 'react';
import type { SaveStepInput } from '../api/save-step-input';
import type { WizardMode } from './steps';

/** Sends the step on screen; resolves with the stored pitch, or null when it could not be saved. */
export type StepSaver = () => Promise<Pitch | null>;

export interface WizardState {
  mode: WizardMode;
  /** Null until the overview of a new pitch is saved. */
  pitchId: string | null;
  pitch: Pitch | undefined;
  step: number;
  /** Moves to another step, saving or checking the current one first where §2 asks for it. */
  goTo: (step: number) => Promise<void>;
  /** Sends one step; `editingItem` sends a team member's change through the edit call (§7). */
  saveStep: (input: SaveStepInput, editingItem?: boolean) => Promise<Pitch>;
  saving: boolean;
  /** Why the last move forward was refused (team or milestone step without entries). */
  blocked: string | null;
  registerSaver: (step: number, saver: StepSaver | null) => void;
}

export const WizardContext = createContext<WizardState | null>(null);

export function useWizard(): WizardState {
  const state = useContext(WizardContext);
  if (!state) throw new Error('useWizard is used outside the pitch wizard.');
  return state;
}

/** Lets the wizard send this step's form when the owner moves forward by the tab bar. */
export function useStepSaver(step: number, saver: StepSaver) {
  const { registerSaver } = useWizard();
  useEffect(() => {
    registerSaver(step, saver);
    return () => registerSaver(step, null);
  }, [registerSaver, step, saver]);
}
