import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { agentTabLabel, type TAgentTabKey } from '@parley/core';
import { AGENT_TAB_ICONS } from './agent-tab-icons';
import classes from './AgentShell.module.css';

/**
 * The horizontal layout's tabs: links across the top, scrolling sideways when they do not fit, with a
 * chevron at each end that has more (keyboard users reach every tab with Tab; the row follows focus).
 */
export function AgentTabsBar(props: {
  tabs: readonly TAgentTabKey[];
  current: TAgentTabKey | null;
  hrefOf: (tab: TAgentTabKey) => string;
  menu: ReactNode;
}) {
  const active = useRef<HTMLAnchorElement>(null);
  const currentTab = props.current;
  // Keep the open tab in view when the row scrolls sideways.
  useEffect(() => {
    if (currentTab) active.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [currentTab]);

  const row = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    const next = { left: el.scrollLeft > 1, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
    setMore((was) => (was.left === next.left && was.right === next.right ? was : next));
  }, []);
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, props.tabs]);
  const scrollBy = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.6, behavior: 'smooth' });
  const chevron = (direction: 1 | -1) => (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      tabIndex={-1}
      aria-hidden
      className={classes.tabsChevron}
      onClick={() => scrollBy(direction)}
      data-testid={direction < 0 ? 'tabs-scroll-left' : 'tabs-scroll-right'}
    >
      {direction < 0 ? <IconChevronLeft size={16} /> : <IconChevronRight size={16} />}
    </ActionIcon>
  );

  return (
    <nav className={classes.tabsBar} aria-label="Agent sections">
      {more.left ? chevron(-1) : null}
      <div className={classes.tabsScroll} ref={row} onScroll={measure}>
        <ul className={classes.tabList}>
          {props.tabs.map((tab) => {
            const Icon = AGENT_TAB_ICONS[tab];
            const current = tab === props.current;
            return (
              <li key={tab}>
                <Link
                  ref={current ? active : undefined}
                  to={props.hrefOf(tab)}
                  className={classes.tab}
                  aria-current={current ? 'page' : undefined}
                >
                  <Icon size={16} stroke={1.75} aria-hidden />
                  {agentTabLabel(tab)}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      {more.right ? chevron(1) : null}
      {props.menu}
    </nav>
  );
}
