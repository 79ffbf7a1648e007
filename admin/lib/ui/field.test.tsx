// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field.tsx';

afterEach(cleanup);

describe('Field', () => {
  it('labels its control and reads its hint with it', () => {
    render(
      <Field label="Price" hint="Three decimals">
        {(c) => <input {...c} />}
      </Field>,
    );
    const input = screen.getByLabelText('Price');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Three decimals').id);
  });

  it('marks the control invalid and points it to the error first', () => {
    render(
      <Field label="Price" hint="Three decimals" error="Price cannot be negative">
        {(c) => <input {...c} />}
      </Field>,
    );
    const input = screen.getByLabelText('Price');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const [first, second] = input.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(first!)?.textContent).toBe('Price cannot be negative');
    expect(document.getElementById(second!)?.textContent).toBe('Three decimals');
  });

  it("takes the form's own id, names hint and error after it, and can announce the error", () => {
    render(
      <Field id="signup-email" label="Email" hint="We mail a link" error="Enter an email" announce>
        {(c) => <input {...c} />}
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('signup-email');
    expect(input.getAttribute('aria-describedby')).toBe('signup-email-error signup-email-hint');
    expect(screen.getByRole('alert').textContent).toBe('Enter an email');
  });

  it('does not announce an error unless asked', () => {
    render(
      <Field label="Price" error="Price cannot be negative">
        {(c) => <input {...c} />}
      </Field>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('in its compact variant, lays out as ui-label with a muted hint and the screen error style', () => {
    const { container } = render(
      <Field variant="compact" label="Per page" hint="Cards on a sheet" error="Pick one">
        {(c) => <select {...c} />}
      </Field>,
    );
    const select = screen.getByLabelText('Per page');
    expect(container.firstElementChild?.className).toBe('ui-label');
    expect(screen.getByText('Cards on a sheet').className).toBe('ui-muted');
    expect(screen.getByText('Pick one').className).toBe('ui-error');
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});
