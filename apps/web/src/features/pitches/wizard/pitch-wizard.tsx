import type { Pitch } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Paper, Tabs } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';
import { usePitchById } from '../api/get-pitches-by-id';
import { ContactStep } from './contact-step';
import { DetailsStep } from './details-step';
import { DocumentsStep } from './documents-step';
import { MilestonesStep } from './milestones-step';
import { OverviewStep } from './overview-step';
import { canReach, planMove, STEP, STEP_LABELS, stepCount, type WizardMode } from './steps';
import { TeamStep } from './team-step';
import { useSaveStep } from './use-save-step';
import { useStepInView } from './use-step-in-view';
import { type StepSaver, WizardContext, type WizardState } from './wizard-context';

interface PitchWizardProps {
  mode: WizardMode;
  pitchId: string | null;
  initialStep: number;
  /** Called once the add flow's overview created the pitch, so a reload can find it again. */
  onCreated?: (pitchId: string) => void;
}

const PANELS = [OverviewStep, DetailsStep, TeamStep, DocumentsStep, MilestonesStep, ContactStep];

/** The six-step pitch wizard of §2; the add flow shows the first four. */
export function PitchWizard({ mode, pitchId: initialPitchId, initialStep, onCreated }: PitchWizardProps) {
  const navigate = useNavigate();
  const [pitchId, setPitchId] = useState(initialPitchId);
  const [step, setStep] = useState(initialStep);
  const [blocked, setBlocked] = useState<string | null>(null);
  const { data: pitch } = usePitchById(pitchId);
  const { saveStep, saving } = useSaveStep(mode);
  const savers = useRef(new Map<number, StepSaver>());

  const registerSaver = useCallback((at: number, saver: StepSaver | null) => {
    if (saver) savers.current.set(at, saver);
    else savers.current.delete(at);
  }, []);

  const arrive = useCallback(
    (saved: Pitch | undefined, to: number) => {
      if (mode === 'add' && saved && pitchId === null) {
        setPitchId(saved._id);
        onCreated?.(saved._id);
      }
      // §2: after the documents step the add flow carries on as /editpitch/{id} at the milestones.
      if (mode === 'add' && to >= STEP.milestones && saved) {
        navigate(hrefFor(webPaths.editPitch, { id: saved._id }));
        return;
      }
      setBlocked(null);
      setStep(to);
    },
    [mode, pitchId, onCreated, navigate],
  );

  const goTo = useCallback(
    async (to: number) => {
      const move = planMove(pitch, step, to, mode);
      if (move.kind === 'stay') return;
      if (move.kind === 'blocked') {
        setBlocked(move.message);
        return;
      }
      if (move.kind === 'go') return arrive(pitch, move.to);
      const saved = await savers.current.get(step)?.();
      if (saved) arrive(saved, move.to);
    },
    [pitch, step, mode, arrive],
  );

  const state = useMemo<WizardState>(
    () => ({ mode, pitchId, pitch, step, goTo, saveStep, saving, blocked, registerSaver }),
    [mode, pitchId, pitch, step, goTo, saveStep, saving, blocked, registerSaver],
  );

  const tabStrip = useRef<HTMLDivElement>(null);
  useStepInView(tabStrip, step);

  const count = stepCount(mode);
  return (
    <WizardContext.Provider value={state}>
      <Tabs
        value={String(step)}
        onChange={(value) => value !== null && void goTo(Number(value))}
        activateTabWithKeyboard={false}
        keepMounted
      >
        {/* One scrolling row on narrow screens instead of three wrapped ones. */}
        <Tabs.List
          ref={tabStrip}
          mb="lg"
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
        >
          {STEP_LABELS.slice(0, count).map((label, index) => (
            <Tabs.Tab
              key={label}
              value={String(index)}
              disabled={saving || !canReach(pitch, step, index, mode)}
            >
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PANELS.slice(0, count).map((Panel, index) => (
          <Tabs.Panel key={STEP_LABELS[index]} value={String(index)}>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              <Panel />
            </Paper>
          </Tabs.Panel>
        ))}
      </Tabs>
    </WizardContext.Provider>
  );
}
