/** The workspace switcher (agency-shell §2.2, workspaces §4). Being built. */
export function WorkspaceSwitcher() {
  return null;
}
