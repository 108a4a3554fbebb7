import { type RefObject, useEffect } from 'react';

/**
 * Keeps the current step's tab in view in the wizard's tab strip, which scrolls sideways on phones: a
 * founder at "Milestones" sees that tab, centred, not "Overview" with the rest cut off (issue 23). Only
 * the strip scrolls; the page stays where it is.
 */
export function useStepInView(list: RefObject<HTMLDivElement | null>, step: number) {
  useEffect(() => {
    const strip = list.current;
    const tab = strip?.querySelectorAll<HTMLElement>('[role="tab"]')[step];
    if (!strip || !tab || strip.scrollWidth <= strip.clientWidth) return;
    const stripBox = strip.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    const offCentre = tabBox.left + tabBox.width / 2 - (stripBox.left + stripBox.width / 2);
    strip.scrollLeft += offCentre;
  }, [list, step]);
}
