import { Fieldset, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { BUTTONS_LAYOUTS, DEFAULT_WIDGET_FONT, WIDGET_TYPES, widgetTabsOf, type TAgentEditable } from '@parley/core';
import { DebouncedTextInput } from '../DebouncedTextInput';
import { agentFieldMessage, uiFieldMessage } from '../field-rules';
import { ImageField } from '../ImageField';
import { SettingSwitch } from '../SettingSwitch';
import { useSettings } from '../use-settings';

const WIDGET_TYPE_LABELS: Record<(typeof WIDGET_TYPES)[number], string> = {
  popup: 'Popup (bottom right)',
  'bottom-right': 'Bottom right',
  'bottom-left': 'Bottom left',
  'full-width': 'Full width (bottom sheet)',
  tabs: 'Tabs (Home and Chat)',
};
const LAYOUT_LABELS: Record<(typeof BUTTONS_LAYOUTS)[number], string> = {
  vertical: 'Stacked',
  horizontal: 'In a row',
  'in-footer': 'In the footer',
};

/** Interface: the widget's type, pictures, font, branding and buttons. */
export function InterfaceSettings() {
  const { draft, set, setUi, update } = useSettings();
  const tabs = draft.tabs;

  const chooseType = (value: string | null) => {
    if (!value) return;
    const widgetType = value as TAgentEditable['ui']['widgetType'];
    const ui = { ...draft.ui, widgetType };
    // The tabs type with no tabs gets the default ones (agency-shell §4).
    update(widgetType === 'tabs' && tabs.length === 0 ? { ui, tabs: widgetTabsOf({ ui, tabs }) } : { ui });
  };

  return (
    <Stack gap="lg">
      <Fieldset legend="Layout">
        <Stack gap="md">
          <Select
            label="Widget type"
            description="Where the chat opens on the page."
            data={WIDGET_TYPES.map((value) => ({ value, label: WIDGET_TYPE_LABELS[value] }))}
            value={draft.ui.widgetType}
            onChange={chooseType}
            allowDeselect={false}
            maw={360}
          />
          {draft.ui.widgetType === 'tabs' ? (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                Tab labels
              </Text>
              {tabs.map((tab, i) => (
                <DebouncedTextInput
                  key={`${tab.key}-${i}`}
                  label={tab.key === 'home' ? 'Home tab' : tab.key === 'chat' ? 'Chat tab' : `Tab ${tab.key}`}
                  value={tab.label}
                  maw={360}
                  onCommit={(label) => set('tabs', tabs.map((t, j) => (j === i ? { ...t, label } : t)))}
                  validate={(label) => agentFieldMessage('tabs', tabs.map((t, j) => (j === i ? { ...t, label } : t)))}
                />
              ))}
            </Stack>
          ) : null}
          <SettingSwitch
            label="Modal mode"
            description="The chat opens as a centred window over a blurred page."
            checked={draft.ui.modalMode === true}
            onChange={(v) => setUi('modalMode', v)}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend="Pictures">
        <Stack gap="lg">
          <ImageField
            field="roundedImageURL"
            label="Launcher image"
            description="A round picture on the chat button (instead of the chat icon)."
            round
          />
          <ImageField
            field="avatarImageUrl"
            label="Avatar image"
            description="The agent's picture in the chat header."
            round
          />
          <ImageField field="headerImageUrl" label="Header image" description="A picture behind the chat header." />
          <ImageField field="chatBgURL" label="Chat background" description="A picture behind the conversation." />
        </Stack>
      </Fieldset>

      <Fieldset legend="Text and buttons">
        <Stack gap="md">
          <DebouncedTextInput
            label="Font"
            description={`A font name. ${DEFAULT_WIDGET_FONT}, the default, comes with the chat; another font is used where the visitor's device has it.`}
            value={draft.fontFamily}
            maw={360}
            onCommit={(v) => set('fontFamily', v)}
            validate={(v) => agentFieldMessage('fontFamily', v)}
          />
          <DebouncedTextInput
            label="Branding"
            description="A 'powered by' line at the foot of the chat; links in markdown work: Powered by [Acme](https://acme.com)."
            placeholder="Powered by Acme"
            value={draft.branding}
            onCommit={(v) => set('branding', v)}
            validate={(v) => agentFieldMessage('branding', v)}
          />
          <div>
            <Text size="sm" fw={500}>
              Buttons layout
            </Text>
            <Text size="xs" c="dimmed" mb={6}>
              Where the chat's action buttons (such as the handoff to a person) sit.
            </Text>
            <SegmentedControl
              aria-label="Buttons layout"
              data={BUTTONS_LAYOUTS.map((value) => ({ value, label: LAYOUT_LABELS[value] }))}
              value={draft.buttonsLayout}
              onChange={(v) => set('buttonsLayout', v as TAgentEditable['buttonsLayout'])}
            />
          </div>
          <SettingSwitch
            label="Feedback buttons"
            description="Thumbs up and down under every answer; the visitor's choice is kept with the conversation."
            checked={draft.ui.enableFixedFeedbackBtns === true}
            onChange={(v) => setUi('enableFixedFeedbackBtns', v)}
          />
          <SettingSwitch
            label="Scroll animation"
            description="New messages slide in and the conversation glides to them (never for visitors who ask for less motion)."
            checked={draft.scrollAnimation}
            onChange={(v) => set('scrollAnimation', v)}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend="Voice button">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Labels of the voice call button. Web calling arrives with the voice channel in a later release; the labels
            are kept for it.
          </Text>
          <Group grow align="flex-start" wrap="wrap">
            <DebouncedTextInput
              label="Voice question label"
              placeholder="Prefer to talk?"
              value={draft.ui.voiceQuestionLabel ?? ''}
              onCommit={(v) => setUi('voiceQuestionLabel', v)}
              validate={(v) => uiFieldMessage('voiceQuestionLabel', v)}
            />
            <DebouncedTextInput
              label="Voice button label"
              placeholder="Call us"
              value={draft.ui.voiceButtonLabel ?? ''}
              onCommit={(v) => setUi('voiceButtonLabel', v)}
              validate={(v) => uiFieldMessage('voiceButtonLabel', v)}
            />
          </Group>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
