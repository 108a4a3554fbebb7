import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryFlag } from './country-flag';

describe('CountryFlag', () => {
  it('given a country code, then its drawn flag is shown, not the emoji that Linux shows as a box', () => {
    const { container } = render(<CountryFlag alpha2="ca" flag="🇨🇦" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toMatch(/\/CA[-.\w]*\.svg/);
    expect(image?.getAttribute('alt')).toBe('');
    expect(container.textContent).not.toContain('🇨🇦');
  });

  it('given different countries, then each gets its own flag', () => {
    const src = (code: string) => render(<CountryFlag alpha2={code} />).container.querySelector('img')?.src;
    expect(src('GB')).not.toBe(src('FR'));
  });

  it('given a code without a drawn flag, then what the server sent is shown instead', () => {
    const { container } = render(<CountryFlag alpha2="ZZ" flag="🏳️" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('🏳️');
  });

  it('given an image address from the server and no code, then that image is shown', () => {
    const { container } = render(<CountryFlag flag="/flags/ca.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/flags/ca.png');
  });
});
