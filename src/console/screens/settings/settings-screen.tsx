import { SETTINGS_SECTIONS } from '../../../shared/settings/sections.js';
import type { AreaProps } from '../../area-props.js';
import { SettingsWorkspace } from './settings-workspace.js';

const ALL = SETTINGS_SECTIONS.map((s) => s.id);

/** Operators: every section of the tenant's live settings, and the brand files. */
export default function SettingsScreen({ alias }: AreaProps) {
  return <SettingsWorkspace alias={alias} sectionIds={ALL} title="Impostazioni" brand />;
}
