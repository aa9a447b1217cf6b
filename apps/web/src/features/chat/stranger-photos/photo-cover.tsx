import { type ReactNode, useRef } from 'react';
import { useT } from '../../../i18n';
import classes from './photo-cover.module.css';

interface PhotoCoverProps {
  covered: boolean;
  onReveal: () => void;
  children: ReactNode;
}

/**
 * A photo from a stranger, blurred under a "Show photo" button until the member presses it.
 * The photo stays in the page with its name (the button over it says what it is); only its
 * pixels are blurred, and the photo's own button is disabled meanwhile by PhotoMessage.
 */
export function PhotoCover({ covered, onReveal, children }: PhotoCoverProps) {
  const m = useT();
  const frame = useRef<HTMLDivElement>(null);
  // The pressed button goes away: the keyboard's place moves to the photo (or its frame, while
  // the photo's own button still waits for it to load) rather than to the page's start.
  const reveal = () => {
    onReveal();
    requestAnimationFrame(() => {
      const photo = frame.current?.querySelector<HTMLButtonElement>('button:not([disabled])');
      (photo ?? frame.current)?.focus();
    });
  };
  return (
    <div ref={frame} tabIndex={-1} className={classes.cover} data-covered={covered || undefined}>
      {children}
      {covered && (
        <button type="button" className={classes.reveal} onClick={reveal}>
          {m.photo.show}
        </button>
      )}
    </div>
  );
}
