import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n';
import classes from './photo-cover.module.css';
import { usePhotoCover } from './use-photo-cover';

interface PhotoGateProps {
  photoUrl: string;
  senderId: string;
  /** Whether the photo shows blurred; PhotoMessage blurs it and disables its own button meanwhile. */
  onCovered: (covered: boolean) => void;
}

/**
 * The "Show photo" button over another member's photo in a private chat, while it is blurred
 * (cover-rule.ts). A chunk of its own, loaded only for such photos: the first load stays as it
 * was, and PhotoMessage keeps the photo blurred until this has answered.
 */
export function PhotoGate({ photoUrl, senderId, onCovered }: PhotoGateProps) {
  const m = useT();
  const { covered, reveal } = usePhotoCover(photoUrl, senderId);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => onCovered(covered), [covered, onCovered]);
  if (!covered) return null;
  // The pressed button goes away: the keyboard's place moves to the photo (or its frame, while
  // the photo's own button still waits for it to load) rather than to the page's start.
  const show = () => {
    const frame = button.current?.parentElement;
    reveal();
    requestAnimationFrame(() => {
      const photo = frame?.querySelector<HTMLButtonElement>('button:not([disabled])');
      (photo ?? frame)?.focus();
    });
  };
  return (
    <button ref={button} type="button" className={classes.reveal} onClick={show}>
      {m.photo.show}
    </button>
  );
}
