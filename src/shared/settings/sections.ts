/**
 * The parts of a tenant the console's settings screen edits, one form each: features, menu
 * links, texts, theme colours, documents and the operator's address for contact requests. `key` is the tenant file's top-level key, so a
 * field's override path is `${key}.<field path>`. The form schemas are the tenant schema's own
 * sub-schemas: scripts/gen-types.ts compiles each into a validators module
 * (src/shared/types/generated/settings-forms/<id>.js) under the console's CSP, which forbids eval.
 */
export const SETTINGS_SECTIONS = [
  { id: 'features', key: 'features', label: 'Funzioni', schemaFile: 'tenant/features.schema.json' },
  { id: 'menu', key: 'menu', label: 'Menu', schemaFile: 'tenant/menu.schema.json' },
  { id: 'texts', key: 'texts', label: 'Testi', schemaFile: null },
  { id: 'theme', key: 'theme', label: 'Tema e colori', schemaFile: 'tenant/theme.schema.json' },
  { id: 'footer', key: 'footer', label: 'Piè di pagina e documenti', schemaFile: 'tenant/footer.schema.json' },
  { id: 'contact', key: 'contact', label: 'Richieste di contatto', schemaFile: 'tenant/contact.schema.json' },
  { id: 'programme', key: 'programme', label: 'Calendario del programma', schemaFile: 'tenant/programme.schema.json' },
  { id: 'privacy', key: 'privacy', label: 'Conservazione dei dati', schemaFile: 'tenant/privacy.schema.json' },
  { id: 'earning', key: 'earningRules', label: 'Regole di accumulo', schemaFile: 'tenant/earning-rules.schema.json' },
] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
export type SettingsSectionId = SettingsSection['id'];

/** The `$id` of a section's form schema: RJSF finds the root validator by it. */
export const settingsFormId = (id: SettingsSectionId) => `premia:console:settings:${id}`;
