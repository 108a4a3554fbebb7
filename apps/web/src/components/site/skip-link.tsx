import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

/** Lets keyboard and screen-reader users jump past the header on every page. */
export function SkipLink({ target }: { target: string }) {
  // Moving focus directly keeps the URL free of a hash the router would treat as a navigation.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a href={`#${target}`} className={classes.skipLink} onClick={skip}>
      Skip to main content
    </a>
  );
}
