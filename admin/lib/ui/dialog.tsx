import * as Radix from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/language-context.ts';
import { Button } from './button.tsx';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by screen readers when the dialog opens; shown under the title. */
  description?: ReactNode;
  /** The id of an element inside that describes the dialog, when it is not `description`. */
  describedBy?: string;
  /** small: a question; wide: a form with the customer preview beside it. A phone shows every size full screen (tokens.css). */
  size?: 'small' | 'default' | 'wide';
  className?: string;
  children: ReactNode;
}

/**
 * The admin app's one dialog, Radix's underneath: focus is trapped and returned, Escape and the
 * overlay close it, the title and description are announced. On a phone it fills the screen, so a
 * long form scrolls as a page does instead of inside a box.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  describedBy,
  size = 'default',
  className,
  children,
}: DialogProps) {
  const classes = ['ui-dialog', size === 'default' ? '' : `ui-dialog--${size}`, className ?? '']
    .filter(Boolean)
    .join(' ');
  // Radix links a Description by itself; without one, say which element describes the dialog (or
  // that none does, which silences its warning).
  const described = description === undefined ? { 'aria-describedby': describedBy } : {};
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className="ui-overlay" />
        <Radix.Content className={classes} {...described}>
          <Radix.Title className="ui-dialog__title">{title}</Radix.Title>
          {description === undefined ? null : (
            <Radix.Description className="ui-muted">{description}</Radix.Description>
          )}
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/** Closes the dialog it is in; a secondary button saying Cancel unless given other words. */
export function DialogCancel({
  disabled,
  children,
}: {
  disabled?: boolean | undefined;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Radix.Close asChild>
      <Button variant="secondary" disabled={disabled}>
        {children ?? t.common.cancel}
      </Button>
    </Radix.Close>
  );
}

/** The row of buttons at the end of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="ui-dialog__actions">{children}</div>;
}
