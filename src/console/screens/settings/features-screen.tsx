import { SUPPORT_SETTINGS } from '../../../shared/settings/who-may-change.js';
import type { AreaProps } from '../../area-props.js';
import { SettingsWorkspace } from './settings-workspace.js';

const FEATURES = ['features'] as const;

/** Support staff: the feature switches their role may change; the rest of the section read-only. */
export default function FeaturesScreen({ alias }: AreaProps) {
  return <SettingsWorkspace alias={alias} sectionIds={FEATURES} title="Funzioni attive" editable={SUPPORT_SETTINGS} />;
}
