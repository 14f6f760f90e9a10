/**
 * What the inspector loads on demand (not part of the builder's first load): the settings
 * forms of a section and of a block, and a section's blocks list.
 */
export { BlockSettingsPanel, SettingsPanel } from '../settings/SettingsPanel';
export { BlocksEditor } from '../blocks/BlocksEditor';
