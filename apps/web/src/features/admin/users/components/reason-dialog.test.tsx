import { adminUserTexts } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { renderWithProviders } from '../../../../test/render';
import { ReasonDialog } from './reason-dialog';

function open(onConfirm: (reason: string) => Promise<unknown>) {
  const onClose = vi.fn();
  renderWithProviders(
    <ReasonDialog
      opened
      title="Suspend Ada Lovelace"
      consequence="Their sessions end at once."
      confirmLabel="Suspend"
      onClose={onClose}
      onConfirm={onConfirm}
    />,
  );
  return { onClose };
}

const dialog = () => screen.findByRole('dialog', { name: 'Suspend Ada Lovelace' }, { timeout: 5000 });
const reasonBox = (d: HTMLElement) => within(d).getByRole('textbox', { name: /Reason/ });

describe('the reason dialog of a take-down', () => {
  it('when opened, then Cancel has focus (Enter takes nothing down) and the consequence is told', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { onClose } = open(onConfirm);
    const d = await dialog();
    expect(within(d).getByText('Their sessions end at once.')).toBeTruthy();
    const cancel = within(d).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(cancel);
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('when no reason or too short a reason is given, then it says so at the field and nothing is sent', async () => {
    const onConfirm = vi.fn(async () => undefined);
    open(onConfirm);
    const d = await dialog();
    fireEvent.click(within(d).getByRole('button', { name: 'Suspend' }));
    expect(await within(d).findByText(adminUserTexts.reasonRequired)).toBeTruthy();
    fireEvent.change(reasonBox(d), { target: { value: ' ab ' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Suspend' }));
    expect(await within(d).findByText(adminUserTexts.reasonShort)).toBeTruthy();
    expect(reasonBox(d).getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('when confirmed with a reason, then the trimmed reason is sent and the dialog closes', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { onClose } = open(onConfirm);
    const d = await dialog();
    fireEvent.change(reasonBox(d), { target: { value: '  Fraudulent claims ' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledWith('Fraudulent claims');
  });

  it('when the server refuses, then its message shows and the dialog stays open', async () => {
    const onConfirm = vi.fn(async () => {
      throw new ApiError(409, adminUserTexts.alreadySuspended);
    });
    const { onClose } = open(onConfirm);
    const d = await dialog();
    fireEvent.change(reasonBox(d), { target: { value: 'Spam' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Suspend' }));
    const alert = await within(d).findByRole('alert');
    expect(alert.textContent).toContain(adminUserTexts.alreadySuspended);
    expect(onClose).not.toHaveBeenCalled();
  });
});
