import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { Connection } from '../hooks/use-live-board.ts';
import type { SoundState } from '../hooks/use-order-sound.ts';
import { Button } from '../../../lib/ui/button.tsx';

export interface BoardStatusBarProps {
  connection: Connection;
  sound: SoundState;
  onToggleSound: () => void;
}

/** Whether the board is live or reconnecting, and whether a new order will be heard. */
export function BoardStatusBar({ connection, sound, onToggleSound }: BoardStatusBarProps) {
  const { t } = useI18n();
  return (
    <div className="board-status">
      <p className="board-status__connection" role="status" data-connection={connection}>
        {connection === 'live'
          ? t.board.live
          : connection === 'reconnecting'
            ? t.board.reconnecting
            : ''}
      </p>
      <p className="board-status__sound" data-sound={sound}>
        <span>
          {sound === 'on' ? t.board.soundOn : sound === 'muted' ? t.board.muted : t.board.soundOff}
        </span>
        {sound !== 'waiting' && (
          <Button variant="secondary" onClick={onToggleSound}>
            {sound === 'muted' ? t.board.unmute : t.board.mute}
          </Button>
        )}
      </p>
    </div>
  );
}
