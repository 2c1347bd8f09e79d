import type { AreaProps } from '../../area-props.js';
import { SettingsWorkspace } from './settings-workspace.js';

const FEATURES = ['features'] as const;

/** Support staff: the feature toggles only (their role changes no theme, text or menu). */
export default function FeaturesScreen({ alias }: AreaProps) {
  return <SettingsWorkspace alias={alias} sectionIds={FEATURES} title="Funzioni attive" />;
}
