import type { TNotificationPriority } from '@nahbar/contracts';

/** Accounts spec §9: a sound at volume 50 by default. */
const DEFAULT_VOLUME = 0.5;

/** Accounts spec §9: vibrate 100 ms; an urgent notification 200, pause 100, 200. */
export function vibrationPattern(priority: TNotificationPriority): number[] {
  return priority === 'urgent' ? [200, 100, 200] : [100];
}

let audio: AudioContext | null = null;

/**
 * A short two-note chime through Web Audio (no file to load). Browsers allow sound only after the
 * member has interacted with the page; before that, and where Web Audio is missing, it stays silent.
 */
export function playChime(volume = DEFAULT_VOLUME): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    const gain = audio.createGain();
    gain.connect(audio.destination);
    // Quiet even at full volume: a chime, not an alarm.
    gain.gain.setValueAtTime(0.15 * volume, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
    for (const [frequency, offset] of [
      [880, 0],
      [1320, 0.12],
    ] as const) {
      const tone = audio.createOscillator();
      tone.type = 'sine';
      tone.frequency.setValueAtTime(frequency, start + offset);
      tone.connect(gain);
      tone.start(start + offset);
      tone.stop(start + offset + 0.2);
    }
  } catch {
    // No Web Audio here: the toast and the badge still tell.
  }
}

/** Vibrates where the device can and the browser allows it. */
export function vibrate(priority: TNotificationPriority): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate(vibrationPattern(priority));
  }
}
