import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'danger' | 'light';

interface LookProps {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  block?: boolean;
}

function buttonClass({ variant = 'primary', size = 'normal', block }: LookProps, extra?: string) {
  return [
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    block && styles.block,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, LookProps {
  /** Shows a spinner and disables the button while a request runs. */
  busy?: boolean;
  children: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner size="small" />}
      {children}
    </button>
  );
}

type ButtonLinkProps = LinkProps & LookProps;

export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
