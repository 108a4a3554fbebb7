import { Button, Group } from '@mantine/core';
import { useWizard } from './wizard-context';

interface StepActionsProps {
  /** Label of the forward button; null hides it. */
  nextLabel?: string | null;
  nextDisabled?: boolean;
  onNext?: () => void;
}

/** Previous and Next (§2): Previous always goes back one step; Next moves on, saving where needed. */
export function StepActions({ nextLabel = 'Next', nextDisabled, onNext }: StepActionsProps) {
  const { step, goTo, saving } = useWizard();
  return (
    <Group justify="space-between" mt="xl">
      {step > 0 ? (
        <Button variant="default" onClick={() => void goTo(step - 1)} disabled={saving}>
          Previous
        </Button>
      ) : (
        <span />
      )}
      {nextLabel && (
        <Button
          onClick={onNext ?? (() => void goTo(step + 1))}
          disabled={nextDisabled || saving}
          loading={saving}
          miw={120}
        >
          {nextLabel}
        </Button>
      )}
    </Group>
  );
}
