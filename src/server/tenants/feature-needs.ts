import type { ResolvedRoute } from '../../shared/route-defaults.js';
import { resolveTenantConfig, type ResolvedTenantConfig } from '../../shared/tenant-config.js';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import { escapeToken, type Problem } from './validate.js';

/**
 * What a switched-on feature or a reachable screen needs from the rest of the tenant file, declared
 * here once. `tenant validate`, `tenant set` (on the merged result) and the server's loader all run
 * checkTenantSemantics, so a configuration that lacks a need is refused everywhere, naming the
 * feature, the missing piece and how to add it — instead of validating and then failing for every
 * customer (an adult check on a signup form without a date of birth, say).
 */

/** A field a form must have (in `properties`), and whether the form must list it in `required`. */
interface FieldNeed {
  form: string;
  field: string;
  required: boolean;
  /** The property to add, shown in the message so the operator can paste it. */
  example: Record<string, unknown>;
}

interface FeatureNeed {
  /** JSON pointer of the key that switches the feature on, e.g. /features/ownLogin/adult. */
  pointer: string;
  on: (config: ResolvedTenantConfig) => boolean;
  fields: FieldNeed[];
}

export const FEATURE_NEEDS: readonly FeatureNeed[] = [
  {
    pointer: '/features/ownLogin/adult',
    on: (c) => c.features.ownLogin.active && c.features.ownLogin.adult,
    fields: [
      {
        form: 'signup',
        field: 'date_of_birth',
        required: true,
        example: { type: 'string', format: 'date', title: 'Data di nascita', minAgeYears: 18 },
      },
    ],
  },
];

/**
 * Screens that render a tenant form: a reachable route showing one of them needs that form in
 * `forms` (TenantForm shows 'modulo non dichiarato' otherwise). Kept beside the screens' formId.
 */
export const SCREEN_FORMS: Readonly<Record<string, readonly string[]>> = {
  Login: ['login'],
  CompleteRegistration: ['signup'],
  RecoverPassword: ['recovery'],
  ResetPassword: ['resetPassword'],
  Checkout: ['checkout'],
  Profile: ['profile', 'changePassword'],
  FormWin: ['formWin'],
  Contact: ['contact'],
};

/** The same rule as the portal's router (src/app/routing/guards.ts routeExists). */
function reachable(route: ResolvedRoute, features: ResolvedTenantConfig['features']): boolean {
  if (!route.enabled || route.path === '*') return false;
  if (route.ownLoginOnly && !features.ownLogin.active) return false;
  return !route.feature || Boolean(features[route.feature]);
}

const schemaOf = (config: ResolvedTenantConfig, form: string) =>
  config.forms[form]?.schema as { properties?: Record<string, unknown>; required?: unknown } | undefined;

function fieldProblems(config: ResolvedTenantConfig, pointer: string, feature: string, need: FieldNeed): Problem[] {
  const schema = schemaOf(config, need.form);
  const where = `/forms/${need.form}/schema/properties`;
  const example = `"${need.field}": ${JSON.stringify(need.example)}`;
  if (!schema) return [{ pointer, message: `${feature} needs the form "${need.form}", which the tenant lacks: add forms.${need.form} with the field ${example}` }];
  if (!schema.properties || !(need.field in schema.properties)) {
    return [{ pointer, message: `${feature} needs the field "${need.field}" in forms.${need.form}: add ${example} to ${where}${need.required ? ` and "${need.field}" to /forms/${need.form}/schema/required` : ''}` }];
  }
  const required = Array.isArray(schema.required) ? schema.required : [];
  if (need.required && !required.includes(need.field)) {
    return [{ pointer, message: `${feature} needs "${need.field}" required in forms.${need.form}: add "${need.field}" to /forms/${need.form}/schema/required` }];
  }
  return [];
}

/** Every need of every switched-on feature and reachable form screen that the file does not meet. */
export function checkFeatureNeeds(file: TenantFile): Problem[] {
  let config: ResolvedTenantConfig;
  try {
    config = resolveTenantConfig('validation', file);
  } catch {
    return []; // reported by validateTenantFile
  }
  const problems: Problem[] = [];
  for (const need of FEATURE_NEEDS) {
    if (!need.on(config)) continue;
    const feature = need.pointer.slice(1).split('/').join('.');
    for (const field of need.fields) problems.push(...fieldProblems(config, need.pointer, feature, field));
  }
  // fieldsRequired makes signup fields required (effective-forms.ts): each must be a field of the form.
  const signupFields = schemaOf(config, 'signup')?.properties ?? {};
  config.features.ownLogin.fieldsRequired.forEach((field, i) => {
    if (!(field in signupFields)) {
      problems.push({
        pointer: `/features/ownLogin/fieldsRequired/${i}`,
        message: `"${field}" is not a field of forms.signup: add it to /forms/signup/schema/properties or remove it from fieldsRequired`,
      });
    }
  });
  for (const route of config.routes) {
    if (!reachable(route, config.features)) continue;
    for (const form of SCREEN_FORMS[route.screen] ?? []) {
      if (config.forms[form]) continue;
      const by = route.feature ? ` (switched on by features.${route.feature})` : '';
      problems.push({
        pointer: `/routes/${escapeToken(route.id)}`,
        message: `the route "${route.id}" (${route.path}${by}) shows the form "${form}", which the tenant lacks: add forms.${form} (tenants/demo/tenant.json has one to copy) or switch the route off with "enabled": false`,
      });
    }
  }
  return problems;
}
