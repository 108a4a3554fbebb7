import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { CallToActionSection } from './call-to-action-section';

function renderBlock() {
  return renderWithProviders(
    <MemoryRouter>
      <CallToActionSection />
    </MemoryRouter>,
  );
}

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('home call-to-action block', () => {
  it('when an entrepreneur is signed in, then it offers a new pitch and their pitches', () => {
    signIn({ token: 'token', userType: 'entrepreneur' });
    renderBlock();
    expect(screen.getByRole('heading').textContent).toMatch(/vision/i);
    expect(href('Post a New Pitch')).toBe('/addpitch');
    expect(href('View Your Pitches')).toBe('/pitchlist');
  });

  it('when an investor is signed in, then it offers pitches and contact requests', () => {
    signIn({ token: 'token', userType: 'investor' });
    renderBlock();
    expect(screen.getByRole('heading').textContent).toMatch(/innovative ideas/i);
    expect(href('Browse Pitches')).toBe('/invest');
    expect(href('View Your Contact Requests')).toBe('/pitchrequest');
  });

  it('when nobody is signed in, then both sign-up buttons lead to sign-up with their type (D10)', () => {
    renderBlock();
    expect(href('Sign Up as an Entrepreneur')).toBe('/signup?type=entrepreneur');
    expect(href('Sign Up as an Investor')).toBe('/signup?type=investor');
  });

  it('when the session changes after load, then the block keeps what it read on load', () => {
    signIn({ token: 'token', userType: 'investor' });
    renderBlock();
    signOut();
    expect(href('Browse Pitches')).toBe('/invest');
  });
});
