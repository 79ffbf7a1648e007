import { useCallback, useEffect, useRef, useState } from 'react';

export type SoundState = 'waiting' | 'on' | 'muted';

const MUTED_KEY = 'qr-menu:board-muted';

/**
 * A short two-tone beep for a new order, made with WebAudio (no file to download). Browsers let a
 * page play sound only after the person has interacted with it, so the sound starts 'waiting' and
 * turns on at the first tap or key press anywhere on the page; the board says so. Muting is
 * remembered on the device.
 */
export function useOrderSound(): { state: SoundState; beep: () => void; toggle: () => void } {
  const context = useRef<AudioContext | null>(null);
  const [muted, setMuted] = useState(() => localStorage.getItem(MUTED_KEY) === '1');
  const [unlocked, setUnlocked] = useState(false);

  useEffect(() => {
    if (unlocked) return undefined;
    const unlock = () => {
      const AudioCtor = window.AudioContext;
      if (!AudioCtor) return;
      context.current ??= new AudioCtor();
      void context.current.resume().then(
        () => setUnlocked(true),
        () => {},
      );
    };
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [unlocked]);

  const beep = useCallback(() => {
    const audio = context.current;
    if (!audio || muted || audio.state !== 'running') return;
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.15);
      tone.connect(gain).connect(audio.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.16);
    }
  }, [muted]);

  const toggle = useCallback(() => {
    setMuted((was) => {
      localStorage.setItem(MUTED_KEY, was ? '0' : '1');
      return !was;
    });
  }, []);

  return { state: muted ? 'muted' : unlocked ? 'on' : 'waiting', beep, toggle };
}
