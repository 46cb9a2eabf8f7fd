import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { agentTabLabel, type TAgentTabKey } from '@parley/core';
import { AGENT_TAB_ICONS } from './agent-tab-icons';
import classes from './AgentShell.module.css';

/** The horizontal layout's tabs: links across the top, scrolling sideways when they do not fit. */
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

  return (
    <nav className={classes.tabsBar} aria-label="Agent sections">
      <div className={classes.tabsScroll}>
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
      {props.menu}
    </nav>
  );
}
