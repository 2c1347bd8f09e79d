import type { RegistryWidgetsType } from '@rjsf/utils';
import type { FormWidgetName } from '../../shared/forms/widget-names.js';
import { loadQueryClient } from '../queries/query-client-loader.js';
import { FileWidget } from './widgets/file-widget.js';
import { lazyWidget } from './widgets/lazy-widget.js';
import { PriceWidget } from './widgets/price-widget.js';
import { RadioWidget, SelectWidget } from './widgets/select-widget.js';
import { EmailWidget, PasswordWidget, TelWidget, TextWidget } from './widgets/text-widget.js';
import { TextareaWidget } from './widgets/textarea-widget.js';
import { HiddenWidget, TimeWidget } from './widgets/time-widget.js';

const DateWidget = lazyWidget(() => import('./widgets/date-widget.js').then((m) => ({ default: m.DateWidget })), 'DateWidget');
const CheckboxWidget = lazyWidget(
  () => import('./widgets/checkbox-widget.js').then((m) => ({ default: m.CheckboxWidget })),
  'CheckboxWidget',
);

// The lookups fetch through the query layer: loaded with the first form that shows one, so the
// login form does not bring the query observer code along. The query client comes with them:
// the screens of such forms have it already, but a lookup on the login form would not.
type LookupWidgets = typeof import('./widgets/lookup-widgets.js');
const lookupWidget = (name: keyof LookupWidgets) =>
  lazyWidget(() => Promise.all([import('./widgets/lookup-widgets.js'), loadQueryClient()]).then(([m]) => ({ default: m[name] })), name);
const RegionWidget = lookupWidget('RegionWidget');
const DistrictWidget = lookupWidget('DistrictWidget');
const CityWidget = lookupWidget('CityWidget');
const CountryWidget = lookupWidget('CountryWidget');
const SavedAddressWidget = lookupWidget('SavedAddressWidget');
const CustomerOrderWidget = lookupWidget('CustomerOrderWidget');

/**
 * Widget registry: a tenant names a widget by string (`"ui:widget": "price"`), this resolves it.
 * Exactly the names of src/shared/forms/widget-names.ts: `satisfies` fails the build when one
 * side gains or loses a name. An unknown name never reaches RJSF: TenantForm refuses the form
 * with the tenant file and key path (unknownWidgetErrors).
 */
export const namedWidgets = {
  text: TextWidget,
  password: PasswordWidget,
  email: EmailWidget,
  tel: TelWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  date: DateWidget,
  time: TimeWidget,
  file: FileWidget,
  price: PriceWidget,
  hidden: HiddenWidget,
  region: RegionWidget,
  district: DistrictWidget,
  city: CityWidget,
  country: CountryWidget,
  savedAddress: SavedAddressWidget,
  customerOrder: CustomerOrderWidget,
} satisfies Record<FormWidgetName, RegistryWidgetsType[string]>;

/**
 * The same widgets under RJSF's internal names, which it picks from the schema alone (a string
 * with `format: "date"` → DateWidget, an enum → SelectWidget, a boolean → CheckboxWidget…).
 */
export const formWidgets: RegistryWidgetsType = {
  ...namedWidgets,
  TextWidget,
  PasswordWidget,
  EmailWidget,
  URLWidget: TextWidget,
  TextareaWidget,
  SelectWidget,
  RadioWidget,
  CheckboxWidget,
  DateWidget,
  TimeWidget,
  FileWidget,
  HiddenWidget,
};
