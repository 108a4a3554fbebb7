import { agreementTexts as t, verifyAgreement } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refusal, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { COMPLETED_HASH } from '../test/agreement-fixture';

const signers = [
  { name: 'Ivy Investor', signed_at: '2026-11-21T15:30:00.000Z' },
  { name: 'Fay Founder', signed_at: '2026-11-22T09:00:00.000Z' },
];

async function openPage() {
  renderRoute('/verify-agreement');
  await screen.findByRole('heading', { name: 'Verify an agreement', level: 1 });
}

const pasteHash = (value: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: /^SHA-256 of the PDF/ }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify the hash' }));
};

const dropFile = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

describe('the public verification page', () => {
  it('when a guest pastes the hash of a completed agreement, then it is verified with its signers', async () => {
    answer(verifyAgreement, { success: true, message: t.verified, verified: true, signers });
    await openPage();
    pasteHash(`  ${COMPLETED_HASH.toUpperCase()} `);
    const verdict = await screen.findByTestId('verify-verdict');
    expect(within(verdict).getByText('Verified')).toBeTruthy();
    expect(within(verdict).getByText(t.verified)).toBeTruthy();
    const list = within(verdict).getByRole('list', { name: 'Signed by' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Ivy Investor signed /),
      expect.stringMatching(/^Fay Founder signed /),
    ]);
    expect(sent(verifyAgreement)[0]?.body).toEqual({ sha256: COMPLETED_HASH });
  });

  it('when the hash is not 64 hexadecimal characters, then the contract’s words say so and nothing is sent', async () => {
    await openPage();
    pasteHash('abc123');
    expect(await screen.findByText(t.sha256Invalid)).toBeTruthy();
    expect(sent(verifyAgreement)).toHaveLength(0);
  });

  it('when a changed PDF is dropped, then it is sent whole and the verdict is not verified', async () => {
    answer(verifyAgreement, { success: true, message: t.notVerified, verified: false, signers: [] });
    await openPage();
    dropFile(new File(['%PDF-1.7 changed'], 'signed.pdf', { type: 'application/pdf' }));
    const verdict = await screen.findByTestId('verify-verdict');
    expect(within(verdict).getByText('Not verified')).toBeTruthy();
    expect(within(verdict).getByText(t.notVerified)).toBeTruthy();
    expect(within(verdict).getByText('Checked: signed.pdf')).toBeTruthy();
    const file = sent(verifyAgreement)[0]?.form?.get('file');
    expect((file as Blob).type).toBe('application/pdf');
  });

  it('when a file is not a PDF, then it is refused before anything is sent', async () => {
    await openPage();
    dropFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(t.verifyFileType)).toBeTruthy();
    expect(sent(verifyAgreement)).toHaveLength(0);
  });

  it('when too many verifications came from this address, then the server’s words show', async () => {
    answer(verifyAgreement, refusal(429, t.tooManyVerifications, { retry_after: 600 }));
    await openPage();
    pasteHash(COMPLETED_HASH);
    expect(await screen.findByText(t.tooManyVerifications)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('verify-verdict')).toBeNull());
  });
});
