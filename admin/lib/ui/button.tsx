import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

/**
 * The class a button-looking element carries, for the few that cannot be a <Button> (a router Link,
 * a Radix Close or Trigger rendered asChild around a Button is better where it fits).
 */
export function buttonClass(variant: ButtonVariant = 'primary', icon = false): string {
  if (variant === 'link') return 'ui-link-button';
  const classes = ['ui-button'];
  if (variant !== 'primary') classes.push(`ui-button--${variant}`);
  if (icon) classes.push('ui-button--icon');
  return classes.join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** A compact square button for a symbol (arrows, ×); give it an aria-label. */
  icon?: boolean;
  /** While true the button is disabled and, with busyLabel, says what is under way. */
  busy?: boolean;
  busyLabel?: string | undefined;
  ref?: Ref<HTMLButtonElement>;
}

/** The admin app's one button: 44 px high, its variants from tokens.css. */
export function Button({
  variant = 'primary',
  icon = false,
  busy = false,
  busyLabel,
  type = 'button',
  className,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = buttonClass(variant, icon);
  return (
    <button
      type={type}
      className={className ? `${classes} ${className}` : classes}
      disabled={disabled === true || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
