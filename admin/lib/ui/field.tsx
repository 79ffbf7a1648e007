import { useId, type ReactNode } from 'react';

/** What a field passes to its control so label, hint and error are linked to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control, and read with it. */
  hint?: ReactNode;
  /** The field's problem in the screen's language; the control is marked invalid and points to it. */
  error?: string | null | undefined;
  required?: boolean;
  className?: string;
  /**
   * The control's id, for forms that name their controls (to focus the first problem); one of its
   * own otherwise. The hint and error are `${id}-hint` and `${id}-error`.
   */
  id?: string | undefined;
  /** The error is announced as it appears (role="alert"): for errors shown without a new page. */
  announce?: boolean;
  /**
   * `form` (the default): a bold label over a full-width control, with room before the next field.
   * `compact`: the label in the text's own weight and a smaller size, close over a control of its
   * own width (`ui-label`): for filters, toolbars, settings rows and fields side by side.
   */
  variant?: 'form' | 'compact';
  /** The control, given the props that link it (spread them onto the input). */
  children: (control: FieldControlProps) => ReactNode;
}

/** One labelled form field of the admin app: label, control, hint, error, linked for screen readers. */
export function Field(props: FieldProps) {
  const { label, hint, error, required, className, children } = props;
  const compact = props.variant === 'compact';
  const root = compact ? 'ui-label' : 'ui-field';
  const ownId = useId();
  const id = props.id ?? ownId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = { id };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (error) control['aria-invalid'] = true;
  return (
    <div className={className ? `${root} ${className}` : root}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="ui-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children(control)}
      {hint && compact ? (
        <span id={hintId} className="ui-muted">
          {hint}
        </span>
      ) : hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          className={compact ? 'ui-error' : 'ui-field__error'}
          role={props.announce ? 'alert' : undefined}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
