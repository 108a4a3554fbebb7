import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../../test/render';
import { LabelledBars } from './labelled-bars';

describe('LabelledBars', () => {
  it('given an empty bar, then its name still reads on its own line, apart from the next bar', () => {
    renderInRouter(
      <LabelledBars
        label="From views to access"
        color="bridge.4"
        bars={[
          { name: 'Unique viewers', value: 6 },
          { name: 'Contact requests (0%)', value: 0 },
          { name: 'Allowed', value: 0 },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'From views to access' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Unique viewers6',
      'Contact requests (0%)0',
      'Allowed0',
    ]);
    // the name is text beside the bar, not written inside it
    const requests = screen.getByText('Contact requests (0%)');
    expect(requests.closest('.mantine-Progress-root')).toBeNull();
  });

  it('given a value to show and a note, then both sit beside the name, and the largest bar is full', () => {
    const { container } = renderInRouter(
      <LabelledBars
        label="Time on each tab"
        color="bridge.4"
        bars={[
          { name: 'Overview', value: 200, shown: '3 min 20 s', aside: <span>3 views</span> },
          { name: 'a-very-long-file-name-without-any-space.pdf', value: 50, shown: '50 s' },
        ]}
      />,
    );
    expect(screen.getByText('3 min 20 s')).toBeTruthy();
    expect(screen.getByText('3 views')).toBeTruthy();
    const widths = [...container.querySelectorAll<HTMLElement>('.mantine-Progress-section')].map((section) =>
      section.style.getPropertyValue('--progress-section-size'),
    );
    expect(widths).toEqual(['100%', '25%']);
  });
});
