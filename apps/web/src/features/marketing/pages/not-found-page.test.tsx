import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';

describe('not-found page', () => {
  it('when the path matches no route, then 404 PAGE NOT FOUND shows with a link home', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 PAGE NOT FOUND' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('when the path is nested and unknown, then the 404 page shows too', async () => {
    renderRoute('/project');
    expect(await screen.findByRole('heading', { name: '404 PAGE NOT FOUND' })).toBeTruthy();
  });
});
