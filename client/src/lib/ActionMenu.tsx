import { useRef } from 'react';
import { Menu, type MenuProps } from '@mantine/core';

/**
 * A Menu whose items may open dialogs. Mantine's Menu gives focus back to its button a moment after it
 * closes, which pulls focus out of a dialog an item has just opened. This one gives it back at once, as
 * it closes (item chosen, or Escape), so a dialog opening next takes focus and returns it there when it
 * closes. A click elsewhere keeps focus where it landed.
 */
export function ActionMenu({ onOpen, onClose, ...props }: MenuProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Menu
      {...props}
      returnFocus={false}
      onOpen={() => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        onOpen?.();
      }}
      onClose={() => {
        const active = document.activeElement;
        if (!active || active === document.body || active.closest('[role="menu"]')) opener.current?.focus();
        onClose?.();
      }}
    />
  );
}
