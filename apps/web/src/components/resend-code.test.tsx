import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ResendCode } from './resend-code';

describe('ResendCode', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when the wait is running, then the time left shows and Resend OTP appears only after it', () => {
    renderWithProviders(<ResendCode waitSeconds={60} onResend={async () => 60} />);
    expect(screen.getByText('1:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByText('0:01')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeTruthy();
  });

  it("when a code is resent, then the countdown starts again from the server's wait", async () => {
    const onResend = vi.fn(async () => 42);
    renderWithProviders(<ResendCode waitSeconds={0} onResend={onResend} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('0:42')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
  });
});
