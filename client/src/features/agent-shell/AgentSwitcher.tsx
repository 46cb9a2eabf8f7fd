import { Avatar, Combobox, Group, InputBase, Text, useCombobox } from '@mantine/core';
import { safeImageUrl } from '@parley/core/agents/agent-images';
import { useNavigate } from 'react-router';
import {
  AGENT_TITLE_BUTTON_CHARS,
  AGENT_TITLE_LIST_CHARS,
  defaultAgentTab,
  truncateText,
  type TAgentTabKey,
} from '@parley/core';
import { useAgentEditor } from './agent-editor-context';
import { agentPaths } from './agent-paths';
import { useWorkspaceAgents } from './use-workspace-agents';

const UNTITLED = 'Untitled agent';

/**
 * The workspace's agents; choosing one opens the same tab of that agent. Titles are cut to 20
 * characters in the button and 30 in the list (agency-shell §9).
 */
export function AgentSwitcher({ currentTab }: { currentTab: TAgentTabKey | null }) {
  const { region, agentId, workspaceId, draft } = useAgentEditor();
  const agents = useWorkspaceAgents(region, workspaceId);
  const navigate = useNavigate();
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });

  const title = draft.title.trim() || UNTITLED;
  const list = agents.data ?? [];
  const image = (url: string) => safeImageUrl(url) || undefined;

  return (
    <Combobox
      store={combobox}
      position="bottom-start"
      width={300}
      withinPortal
      onOptionSubmit={(id) => {
        combobox.closeDropdown();
        if (id === agentId) return;
        const target = list.find((agent) => agent.ID === id);
        navigate(agentPaths.tab(region, id, currentTab ?? defaultAgentTab(target?.agentPlatform ?? 'vg')));
      }}
    >
      <Combobox.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          aria-label={`Agent: ${title}. Switch agent`}
          title={title}
          w={{ base: 190, sm: 220 }}
          leftSection={<Avatar src={image(draft.avatarImageUrl)} size={22} radius="xl" name={title} color="initials" />}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
        >
          <Text span display="block" size="sm" fw={500} truncate>
            {truncateText(title, AGENT_TITLE_BUTTON_CHARS)}
          </Text>
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }} aria-label="Agents of this workspace">
          {agents.isPending ? <Combobox.Empty>Loading agents…</Combobox.Empty> : null}
          {agents.isError ? <Combobox.Empty>The agents could not be loaded.</Combobox.Empty> : null}
          {list.map((agent) => {
            const name = (agent.ID === agentId ? title : agent.title.trim()) || UNTITLED;
            return (
              <Combobox.Option value={agent.ID} key={agent.ID} active={agent.ID === agentId} title={name}>
                <Group gap="xs" wrap="nowrap">
                  <Avatar
                    src={image(agent.avatarImageUrl || agent.roundedImageURL)}
                    size={22}
                    radius="xl"
                    name={name}
                    color="initials"
                  />
                  <Text size="sm" fw={agent.ID === agentId ? 600 : 400}>
                    {truncateText(name, AGENT_TITLE_LIST_CHARS)}
                  </Text>
                </Group>
              </Combobox.Option>
            );
          })}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
