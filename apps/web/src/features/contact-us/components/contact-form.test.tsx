import { contactUs } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLaterParts } from '../../../lib/hydrate-later';
import { answer, refuse, sent } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

// The role drop-down's own chunk (a part that hydrates after the text fields), here before any test.
beforeAll(() => loadLaterParts());

function fill(onSent = vi.fn()) {
  renderWithProviders(<ContactForm onSent={onSent} />);
  const type = (name: string, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
  type('Name', 'Rosalind Ferncastle');
  type('Email', 'rosalind@example.com');
  type('Subject', 'Listing our angel group');
  type('Message', 'We would like to bring our members.');
  fireEvent.click(screen.getByRole('combobox', { name: 'I am' }));
  fireEvent.click(screen.getByRole('option', { name: 'Investor' }));
  fireEvent.click(screen.getByRole('checkbox'));
  return onSent;
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('contact form', () => {
  it('when every field is right, then the message goes as multipart and the confirmation follows', async () => {
    answer(contactUs, { success: true, message: 'Thank you for your message.' });
    const onSent = fill();
    send();
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('Thank you for your message.'));
    const [call] = sent(contactUs);
    expect(call?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(call?.body).toEqual({
      name: 'Rosalind Ferncastle',
      email: 'rosalind@example.com',
      role: 'investor',
      subject: 'Listing our angel group',
      message: 'We would like to bring our members.',
      contact_me: 'true',
    });
  });

  it('when the server rejects a field, then its message shows on that field', async () => {
    refuse(contactUs, 400, 'Please check.', { errors: { subject: 'Subject is too vague.' } });
    const onSent = fill();
    send();
    expect(await screen.findByText('Subject is too vague.')).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('when the server fails, then the error box shows the contact form message of the spec', async () => {
    refuse(contactUs, 500, 'boom');
    fill();
    send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Something went wrong. Please try again later.');
  });

  it('when contact_me is left unticked, then nothing is sent', async () => {
    fill();
    fireEvent.click(screen.getByRole('checkbox'));
    send();
    expect(await screen.findByText('Please confirm if you’d like us to contact you')).toBeTruthy();
    expect(sent(contactUs)).toHaveLength(0);
  });
});
