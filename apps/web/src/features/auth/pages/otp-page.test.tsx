import { messages, otpVerify } from '@angelbridge/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refuse } from '../../../test/api';
import { renderRoute } from '../../../test/render';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

describe('the reset code page (/otp)', () => {
  it('says that the link in the e-mail works too, and when codes are refused, the answer points at it', async () => {
    refuse(otpVerify, 429, messages.security.codesPaused, { retry_after: 86_000 });
    renderRoute('/otp?email=ada@example.com');
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.getByText(/The e-mail also has a link/)).toBeTruthy();
    fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 4' }), {
      clipboardData: { getData: () => '1234' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(messages.security.codesPaused)).toBeTruthy();
    expect(sessionStorage.getItem('token_reset')).toBeNull();
  });
});
