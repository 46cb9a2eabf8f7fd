import { VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { NavLink } from 'react-router';

/** A header link: in the app, or to another site in a new tab (said so to screen readers too). */
export function HeaderLink(props: {
  label: string;
  href: string;
  external?: boolean;
  className?: string;
  onNavigate?: () => void;
}) {
  if (props.external) {
    return (
      <a href={props.href} target="_blank" rel="noopener noreferrer" className={props.className}>
        {props.label}
        <IconExternalLink size={14} aria-hidden />
        <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
      </a>
    );
  }
  return (
    <NavLink to={props.href} className={props.className} onClick={props.onNavigate} end>
      {props.label}
    </NavLink>
  );
}
