/**
 * editor/settings: the settings panel generated from the section registry (issue #5).
 * The shell renders `SettingsPanel`; the helpers are exported for tests and reuse.
 */
export { SettingsPanel, type SettingsPanelProps } from './SettingsPanel';
export {
  validateSetting,
  checkSettingValue,
  validateAtPath,
  type SettingCheck,
  type CommitResult,
} from './validate-setting';
export { isSettingVisible, groupSettings, type SettingGroup } from './setting-layout';
export { makeItemId } from './make-item-id';
export { createDefaultItem, getDefaultProps } from './schema-introspection';
export { addItem, removeItem, moveItem } from './list-items';
