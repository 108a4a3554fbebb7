import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { ArrowUpIcon } from './icons';

/** §1, §9: appears once the visitor has scrolled more than 300 px. */
export const BACK_TO_TOP_AFTER_PX = 300;

export function BackToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > BACK_TO_TOP_AFTER_PX}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={48}
            radius="xl"
            variant="filled"
            aria-label="Back to top"
            onClick={() => scrollTo({ y: 0 })}
          >
            <ArrowUpIcon size={24} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
