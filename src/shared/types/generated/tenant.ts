/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */

/**
 * How sales lines (the partner API's POST /v1/partner/sales) earn points, in order. Rates credit each line, targets add a bonus once per period, multipliers raise rates in a date window, caps bound what a customer earns in a period. Each credit names its rule and its sales line; points are whole and rounded down per line. Read by the server only: it is never sent to the browser. Absent or empty: sales are stored and credit nothing.
 *
 * @maxItems 50
 */
export type EarningRules = (Rate | Target | Multiplier | Cap)[];

/**
 * One promotional initiative (tenant): everything the runtime needs to serve it on its host names. Objects deep-merge over the runtime defaults, arrays replace whole, null means absent.
 */
export interface TenantFile {
  /**
   * Path to this schema, so editors can validate and complete the file.
   */
  $schema?: string;
  /**
   * Display name of the initiative, used in the page title and in mails.
   */
  name: string;
  /**
   * Host names (without port) this tenant answers on. '<alias>.localhost' always reaches the tenant as well.
   */
  hosts: string[];
  /**
   * Origin that links in mails and the OIDC callback start with, e.g. 'https://premi.example.com' (http or https, lower-case host, optional port; no path, query, credentials or trailing slash). Absent: 'https://' + the first of 'hosts' in production, 'http://<alias>.localhost:<PORT>' elsewhere. Never taken from the request.
   */
  publicUrl?: string;
  /**
   * true: the server seeds this tenant with the demo prizes, news, notices, partners, advantages, vouchers and CMS texts on its next start (once). Only the demo tenants have it, or a tenant created with `npm run tenant -- new <alias> --from <alias> --with-demo-data`; any other tenant starts with an empty catalogue and no content, loaded from the console.
   */
  demoData?: boolean;
  /**
   * IANA time zone the initiative's dates and times are shown in, on the server's page and in the browser alike, wherever the customer or the server is (e.g. 'Europe/Rome', 'UTC'). A value that is not a known IANA zone is refused when the tenant is loaded.
   */
  timeZone?: string;
  /**
   * Default interface language (ISO 639-1).
   */
  lang?: string;
  /**
   * Languages offered by the tenant; the first is used when the stored language is not offered.
   *
   * @minItems 1
   */
  langs?: [string, ...string[]];
  brand: Brand;
  theme: Theme;
  features: Features;
  programme?: Programme;
  routes?: Routes;
  menu?: Menu;
  footer?: Footer;
  contact?: Contact;
  home?: Home;
  profile?: ProfileConfig;
  /**
   * Translation overrides per language: { "it": { "login.title": "Accedi" } }. Keys are i18next keys of the 'translation' namespace.
   */
  texts?: {
    /**
     * Overrides for one language, keyed by translation key.
     */
    [k: string]: {
      /**
       * The replacement text.
       */
      [k: string]: string;
    };
  };
  forms?: Forms;
  consents?: ConsentsConfig;
  privacy?: PrivacyConfig;
  earningRules?: EarningRules;
}
/**
 * Identity of the initiative. Each file is a path relative to the tenant folder (served under /tenant-assets/) or a file uploaded in the console, 'stored:<sha256>.<ext>' (kept in the database, served under /v1/brand/files/), which only a runtime override may name.
 */
export interface Brand {
  /**
   * Logo shown in the header (SVG, PNG, JPEG or WebP).
   */
  logo: string;
  /**
   * Logo for dark backgrounds (footer).
   */
  logoInverted?: string;
  /**
   * Favicon (SVG, PNG or ICO).
   */
  favicon?: string;
  /**
   * Alternative text of the logo; defaults to the initiative name.
   */
  logoAlt?: string;
  /**
   * The brand's own font files (WOFF2 or WOFF), put in front of theme.fonts: the text font before fonts.body, the heading font (else the text font) before fonts.heading.
   */
  fonts?: {
    /**
     * Text font, regular weight (400).
     */
    text?: string;
    /**
     * Text font, bold (700).
     */
    textBold?: string;
    /**
     * Heading font, drawn as it is whatever the weight asked.
     */
    heading?: string;
  };
}
/**
 * Look of the initiative. Every value has a default in the runtime; a tenant sets only what differs.
 */
export interface Theme {
  /**
   * Colours as #rrggbb.
   */
  colors?: {
    /**
     * Main brand colour: primary buttons, links, active states.
     */
    primary?: string;
    /**
     * Text on the primary colour.
     */
    primaryContrast?: string;
    /**
     * Secondary accent (secondary buttons, badges).
     */
    secondary?: string;
    /**
     * Body text colour.
     */
    text?: string;
    /**
     * Secondary text (hints, meta data).
     */
    textMuted?: string;
    /**
     * Page background.
     */
    background?: string;
    /**
     * Cards, modals and inputs.
     */
    surface?: string;
    /**
     * Borders of inputs and cards.
     */
    border?: string;
    /**
     * Error messages and the error modal border.
     */
    error?: string;
    /**
     * Success messages and the outline-green button.
     */
    success?: string;
    /**
     * Background of the fixed header.
     */
    headerBackground?: string;
    /**
     * Text and icons in the header.
     */
    headerText?: string;
    /**
     * Background of the footer.
     */
    footerBackground?: string;
    /**
     * Text in the footer.
     */
    footerText?: string;
  };
  /**
   * Typography.
   */
  fonts?: {
    /**
     * CSS font-family of body text.
     */
    body?: string;
    /**
     * CSS font-family of headings.
     */
    heading?: string;
    /**
     * Stylesheet declaring the fonts (design.template_props.font_source): a file in the tenant folder (served from this origin) or empty for system fonts.
     */
    source?: string;
  };
  /**
   * Corner radii in pixels.
   */
  radii?: {
    /**
     * Buttons.
     */
    button?: number;
    /**
     * Cards and modals.
     */
    card?: number;
    /**
     * Form inputs.
     */
    input?: number;
  };
  /**
   * Layout constants of the specification, in pixels.
   */
  layout?: {
    /**
     * Below this width the burger menu replaces the header links.
     */
    mobileBreakpoint?: number;
    /**
     * Maximum width of the content container.
     */
    containerMaxWidth?: number;
    /**
     * Side padding of the content container.
     */
    containerPadding?: number;
    /**
     * Maximum width of the header content.
     */
    headerMaxWidth?: number;
    /**
     * Width of the main content column.
     */
    contentWidth?: number;
    /**
     * Maximum width of the header logo.
     */
    logoMaxWidth?: number;
  };
}
/**
 * Capabilities switched on or off for the initiative. Support staff may override any of them at runtime (npm run tenant -- set).
 */
export interface Features {
  /**
   * The portal's own login (user code + password). When inactive, customers sign in with the external OpenID Connect provider.
   */
  ownLogin: {
    /**
     * Own login on: /login, /recupera-password, /activate and /reset-password exist.
     */
    active: boolean;
    /**
     * Ask the GDPR consents during registration.
     */
    gdpr?: boolean;
    /**
     * Require customers to be adults: the date of birth may be at most 18 years before today.
     */
    adult?: boolean;
    /**
     * Fields of the signup form made required on top of its schema's required list, in the browser and on the server.
     */
    fieldsRequired?: string[];
    /**
     * Signup fields the operator's import is authoritative for: when the customer's record already has a value, the registration form shows it read-only and the server keeps the stored value. Every other known value is prefilled and editable.
     */
    lockedFields?: string[];
  };
  /**
   * The prize catalogue (/catalogo, /catalogo/{id}); customers still need points_enabled.
   */
  pointsCatalogue?: boolean;
  /**
   * The wishlist (/wishlist and the heart on prizes).
   */
  wishlist?: boolean;
  /**
   * Points credited once to each customer when the account is activated (the activation link, or staff activating it in the console), as a ledger credit with this reason. Absent: no welcome points. Texts that promise welcome points must match this.
   */
  welcomePoints?: {
    /**
     * Whole points credited.
     */
    points: number;
    /**
     * What the customer reads in the points detail, e.g. 'Punti di benvenuto'.
     */
    reason: string;
  };
  /**
   * How points behave once credited.
   */
  points?: {
    /**
     * When credited points expire (docs/programme.md). Points are spent oldest first; what is left of a credit on its expiry day leaves the balance as an 'expiry' movement the day after. Absent: never.
     */
    expiry?: {
      /**
       * never: points do not expire; programme_end: on programme.end; rolling: `months` months after each credit; calendar: points credited in a year expire on `day` of the following year.
       */
      policy: 'never' | 'programme_end' | 'rolling' | 'calendar';
      /**
       * rolling: the months a credit lasts (required with rolling). A credit of 15 March with 12 expires at the end of 15 March of the next year.
       */
      months?: number;
      /**
       * calendar: the day of the year (MM-DD) on which the previous year's credits expire, e.g. '12-31'; 29 February is read as 28 February in other years.
       */
      day?: string;
      /**
       * Days before an expiry when the customer is mailed the points about to expire, once per credit; 0 or absent: no reminder.
       */
      remindDays?: number;
    };
  };
  /**
   * Customers may have prizes to validate: shows the 'Hai un premio da convalidare' modal and /form-win.
   */
  prizeValidation?: boolean;
  /**
   * External sign-in providers (OpenID Connect, authorization code + PKCE), keyed by id. Used when ownLogin.active is false. No secrets here: the client secret, when needed, is read from the environment variable named by clientSecretEnv.
   */
  oidc?: {
    /**
     * One OpenID Connect provider.
     */
    [k: string]: {
      /**
       * Button label, e.g. 'Accedi con Acme ID'.
       */
      label?: string;
      /**
       * Issuer URL; discovery is read from /.well-known/openid-configuration.
       */
      issuer: string;
      /**
       * Client id registered with the provider.
       */
      clientId: string;
      /**
       * Name of the environment variable holding the client secret (confidential clients only): PREMIA_SECRET_<ALIAS>_<NAME>, the tenant's own prefix (the alias in capitals, '-' as '_'); the server reads secrets from no other variable.
       */
      clientSecretEnv?: string;
      /**
       * Scopes requested.
       */
      scopes?: string[];
      /**
       * Where customers manage their external profile (oauth_profile_url).
       */
      profileUrl?: string;
    };
  };
  /**
   * Web analytics. Nothing is loaded unless an id is set.
   */
  analytics?: {
    /**
     * Measurement id (e.g. G-XXXXXXX).
     */
    id?: string;
    /**
     * Anonymise visitors' IP addresses (required by the specification).
     */
    anonymizeIp?: boolean;
  };
  /**
   * The survey/panel app reached from /panel.
   */
  panel?: {
    /**
     * Base URL of the panel app; the app code is appended as ?appcode=.
     */
    url?: string;
    /**
     * Id passed to GET panel/auth/init/{id}.
     */
    initiativeId?: string;
  };
}
/**
 * The calendar of the prize operation (an Italian 'operazione a premio'): when it starts, when customers stop earning and ordering, when it ends, and how long the promoter has to deliver a prize. Dates are calendar days in the tenant's time zone, each included whole. Without start and end there is no calendar (the portal is always open); a date without both is refused. `npm run tenant -- validate` refuses dates out of order and an end more than five years after the start.
 */
export interface Programme {
  /**
   * First day of the programme (YYYY-MM-DD): points are earned and prizes ordered from this day.
   */
  start?: string;
  /**
   * Last day on which points are earned (YYYY-MM-DD). Absent: the programme's end.
   */
  earnUntil?: string;
  /**
   * Last day on which prizes can be requested (YYYY-MM-DD); from the next day the checkout refuses and the catalogue says why. Absent: the programme's end.
   */
  orderUntil?: string;
  /**
   * Last day of the programme (YYYY-MM-DD), at most five years after the start; afterwards the portal shows a closed page and the customer's order history.
   */
  end?: string;
  /**
   * Days within which a requested prize must be delivered (at most 180, the law's six months): each order's due date is its request day plus these days.
   */
  deliveryDays?: number;
}
/**
 * Screens of the initiative keyed by route id. The runtime ships the specification's routes as defaults (see docs/tenants.md); a tenant switches them off, moves them or adds new ones pointing at registered screens.
 */
export interface Routes {
  [k: string]: Route;
}
/**
 * One route.
 */
export interface Route {
  /**
   * URL path with :params, e.g. /news/:id; '*' for the not-found screen.
   */
  path?: string;
  /**
   * Name of a screen in the screen registry, e.g. NewsList.
   */
  screen?: string;
  /**
   * False removes the route: its path shows the not-found screen.
   */
  enabled?: boolean;
  /**
   * public: anyone; protected: logged-in users (others go to /login with own login, else /); auth: login-type pages that send logged-in users to /; home: the root (cart when logged in, login otherwise).
   */
  access?: 'public' | 'protected' | 'auth' | 'home';
  /**
   * main: header and footer; auth: the centred auth wrapper; bare: nothing around the screen.
   */
  layout?: 'main' | 'auth' | 'bare';
  /**
   * The route exists only when features.ownLogin.active is true.
   */
  ownLoginOnly?: boolean;
  /**
   * Only customers with points_enabled (and a tenant with the points catalogue) may open it.
   */
  pointsRequired?: boolean;
  /**
   * Inactive customers may open it instead of being sent to /completa-registrazione.
   */
  allowInactive?: boolean;
  /**
   * A feature flag that must be on for the route to exist.
   */
  feature?: 'pointsCatalogue' | 'wishlist' | 'prizeValidation';
  /**
   * Page title (document title); translation keys are accepted.
   */
  title?: string;
}
/**
 * Header menu (i18l.nav.menu_static_links of the app config).
 */
export interface Menu {
  /**
   * Static links keyed by id, so one link can be overridden or removed (null) at runtime.
   */
  links?: {
    [k: string]: null | {
      /**
       * Link text (upper case in the header).
       */
      label: string;
      /**
       * A path of the portal (/news) or an https:// address (opens in a new tab).
       */
      url: string;
      /**
       * Position; lower first. Equal orders keep the file order.
       */
      order?: number;
      /**
       * Who sees the link.
       */
      auth?: 'any' | 'loggedIn' | 'loggedOut';
    };
  };
}
/**
 * Footer line and documents.
 */
export interface Footer {
  /**
   * The operator's company line (name, VAT number, seat).
   */
  companyLine?: string;
  /**
   * Year shown beside the company line.
   */
  year?: number;
  /**
   * Documents linked in the footer, keyed by id. Files live in the tenant folder under pdf/ and are served at /app/pdf/<file>, or are uploaded in the console ('stored:<sha256>.pdf', served under /v1/brand/files/).
   */
  documents?: {
    [k: string]: null | {
      /**
       * Link text.
       */
      label: string;
      /**
       * File name under the tenant's pdf/ folder, e.g. regolamento.pdf, or an uploaded PDF 'stored:<sha256>.pdf'.
       */
      file: string;
      /**
       * Position; lower first.
       */
      order?: number;
    };
  };
}
/**
 * Who is told about the requests customers send from the contact form (/contatti). Read by the server only: it is never sent to the browser.
 */
export interface Contact {
  /**
   * Address that receives a mail for every contact request, e.g. 'assistenza@acme.it'. Absent: the server's OPERATOR_EMAIL; with neither, requests are kept in the console's inbox (Richieste) only, and `npm run tenant -- validate` warns.
   */
  operatorEmail?: string;
}
/**
 * The signed-in home page (/): which blocks it shows and in what order. Absent: the runtime default (docs/tenants.md, Home blocks).
 */
export interface Home {
  /**
   * Blocks keyed by type, merged over the runtime defaults like routes: a tenant writes only what differs, switches a block off with enabled: false and places it with order. balance: the points balance with links to the points detail and the orders. featured: the prizes the console puts 'In vetrina nella home'. affordable: prizes the customer can order now with their balance, most valuable first. wishlistNearest: the wishlist prize closest to being affordable, with the points still missing. latestNews: the latest magazine articles. cart: the cart. A block that needs what is off for the tenant or the customer (the points catalogue and points_enabled for every block but latestNews, the wishlist for wishlistNearest) is left out whatever this says.
   */
  blocks?: {
    balance?: HomeBlock;
    featured?: HomePrizeBlock;
    affordable?: HomePrizeBlock;
    wishlistNearest?: HomeBlock;
    latestNews?: HomeNewsBlock;
    cart?: HomeBlock;
  };
}
/**
 * One block of the home page.
 */
export interface HomeBlock {
  /**
   * False leaves the block out. Default true.
   */
  enabled?: boolean;
  /**
   * Position; lower first. Equal orders keep the defaults' order.
   */
  order?: number;
}
/**
 * A block of prize cards.
 */
export interface HomePrizeBlock {
  /**
   * False leaves the block out. Default true.
   */
  enabled?: boolean;
  /**
   * Position; lower first. Equal orders keep the defaults' order.
   */
  order?: number;
  /**
   * How many prizes at most (1-24). Default 8.
   */
  limit?: number;
}
/**
 * A block of article cards.
 */
export interface HomeNewsBlock {
  /**
   * False leaves the block out. Default true.
   */
  enabled?: boolean;
  /**
   * Position; lower first. Equal orders keep the defaults' order.
   */
  order?: number;
  /**
   * How many articles at most (1-9, a page of the magazine). Default 3.
   */
  limit?: number;
}
/**
 * Field definitions of the profile form (/my-page): label and required flag per field, served in the app config as 'profile'.
 */
export interface ProfileConfig {
  /**
   * Profile fields keyed by name, in display order.
   */
  fields?: {
    [k: string]: null | {
      /**
       * Label; required fields get a '* ' prefix.
       */
      label?: string;
      /**
       * The field must be filled.
       */
      required?: boolean;
      /**
       * Shown but not editable (username, type).
       */
      disabled?: boolean;
      /**
       * Input kind.
       */
      widget?: 'text' | 'email' | 'tel' | 'select';
    };
  };
}
/**
 * Every form of the portal as JSON Schema + uiSchema, keyed by form id (login, signup, recovery, changePassword, resetPassword, contact, checkout, profile, formWin). See docs/forms.md.
 */
export interface Forms {
  /**
   * One form.
   */
  [k: string]: {
    /**
     * JSON Schema (draft-07) of the form data; its root must be an object.
     */
    schema: {
      /**
       * Forms are objects.
       */
      type: 'object';
    };
    /**
     * RJSF uiSchema: widgets, order, sections, placeholders, hints.
     */
    uiSchema?: {};
  };
}
/**
 * The consents this initiative asks for, each declared by its purpose (what the customer's data will be used for) with the versions of its wording. A form field is a consent only when it names one of these purposes with "x-consent"; the server stores what the customer gave by purpose and version. See docs/tenants.md, "Consents".
 */
export interface ConsentsConfig {
  /**
   * Purposes keyed by id (e.g. marketing, profiling, privacy), in the order the console lists them. The id is what is stored: never rename one that customers have given.
   */
  purposes?: {
    /**
     * One purpose.
     */
    [k: string]: {
      /**
       * Short name staff read in the console, e.g. 'Comunicazioni commerciali'.
       */
      label: string;
      /**
       * Every wording the customer has been asked to agree to, oldest first; the last one is current and is the label of the form's tick box. Add a version when the wording changes: earlier ones stay, so what each customer agreed to can still be read.
       *
       * @minItems 1
       */
      versions: [
        {
          /**
           * Id of this wording, unique within the purpose and stored with each consent, e.g. '2025-01'.
           */
          version: string;
          /**
           * What the customer reads beside the tick box, as HTML (sanitized: links and emphasis), e.g. 'Acconsento a ricevere comunicazioni commerciali'.
           */
          text: string;
        },
        ...{
          /**
           * Id of this wording, unique within the purpose and stored with each consent, e.g. '2025-01'.
           */
          version: string;
          /**
           * What the customer reads beside the tick box, as HTML (sanitized: links and emphasis), e.g. 'Acconsento a ricevere comunicazioni commerciali'.
           */
          text: string;
        }[]
      ];
    };
  };
}
/**
 * How long the initiative keeps personal data it no longer needs (docs/privacy.md, "Retention"). The consents' own limits (profiling 12 months, marketing 24) are fixed by law and not set here.
 */
export interface PrivacyConfig {
  /**
   * The daily retention jobs of this initiative; each rule is off while its key is absent. Every run is in the audit log with its counts.
   */
  retention?: {
    /**
     * Months after which an inactive customer is anonymised as by an erasure (ledger and orders kept, the person removed). Inactive: the account is older than this, and since then no sign-in or session renewal, no points movement and no order. A customer with an order neither shipped nor cancelled is skipped until it is. Absent: never.
     */
    inactiveCustomerMonths?: number;
    /**
     * Months after a prize validation was decided (approved or rejected) that its receipt file is deleted; the validation's date, amount and decision stay. Pending validations keep their receipt. Absent: receipts are kept.
     */
    receiptMonths?: number;
  };
}
/**
 * Points for each euro, or each unit, of the matching lines: floor(amount × points) per line.
 */
export interface Rate {
  /**
   * The rule's id, unique in the tenant: lower-case letters, digits and dashes, at most 40. It is part of every credit's key, so renaming a rule makes a re-sent line earn again: never rename a rule in use.
   */
  id: string;
  /**
   * The rule's name in Italian, shown to customers in the reason of each credit, e.g. 'Punti sugli acquisti'.
   */
  label: string;
  type: 'rate';
  /**
   * 'euro': points for each euro of the line's amount; 'unit': for each unit of its quantity.
   */
  per: 'euro' | 'unit';
  /**
   * Points per euro or unit; decimals allowed (0.5), the line's total is rounded down.
   */
  points: number;
  match?: Match;
  /**
   * A day, YYYY-MM-DD, of the sale's date (inclusive).
   */
  from?: string;
  /**
   * A day, YYYY-MM-DD, of the sale's date (inclusive).
   */
  to?: string;
}
/**
 * Which sales lines the rule reads, by their product_code (exact codes or code prefixes, e.g. a product line 'VITI-'); a line matches when any listed code or prefix does. Absent, or listing neither: every line.
 */
export interface Match {
  /**
   * Exact product codes.
   *
   * @minItems 1
   * @maxItems 1000
   */
  codes?: [string, ...string[]];
  /**
   * Product code prefixes (a product line or category encoded in the code).
   *
   * @minItems 1
   * @maxItems 100
   */
  prefixes?: [string, ...string[]];
}
/**
 * A bonus, once per customer and period, on the sales line that makes the matching lines of the period reach the target.
 */
export interface Target {
  /**
   * The rule's id, unique in the tenant: lower-case letters, digits and dashes, at most 40. It is part of every credit's key, so renaming a rule makes a re-sent line earn again: never rename a rule in use.
   */
  id: string;
  /**
   * The rule's name in Italian, shown to customers in the reason of each credit, e.g. 'Punti sugli acquisti'.
   */
  label: string;
  type: 'target';
  /**
   * 'amount': euros; 'quantity': units.
   */
  measure: 'amount' | 'quantity';
  /**
   * Euros or units to reach in the period.
   */
  target: number;
  /**
   * Points credited when the target is reached.
   */
  bonus: number;
  /**
   * A calendar period of the sale's date ('month', 'quarter', 'year'), or explicit days.
   */
  period:
    | ('month' | 'quarter' | 'year')
    | {
        /**
         * A day, YYYY-MM-DD, of the sale's date (inclusive).
         */
        from: string;
        /**
         * A day, YYYY-MM-DD, of the sale's date (inclusive).
         */
        to: string;
      };
  match?: Match;
}
/**
 * Multiplies the points of rates for sales dated in [from, to]; where several apply, the highest factor counts.
 */
export interface Multiplier {
  /**
   * The rule's id, unique in the tenant: lower-case letters, digits and dashes, at most 40. It is part of every credit's key, so renaming a rule makes a re-sent line earn again: never rename a rule in use.
   */
  id: string;
  /**
   * The rule's name in Italian, shown to customers in the reason of each credit, e.g. 'Punti sugli acquisti'.
   */
  label: string;
  type: 'multiplier';
  /**
   * E.g. 2 for double points.
   */
  factor: number;
  /**
   * A day, YYYY-MM-DD, of the sale's date (inclusive).
   */
  from: string;
  /**
   * A day, YYYY-MM-DD, of the sale's date (inclusive).
   */
  to: string;
  /**
   * Ids of the rate rules it multiplies. Absent: every rate.
   *
   * @minItems 1
   */
  rules?: [string, ...string[]];
  match?: Match;
}
/**
 * At most these points per customer and period from all the rules (rates and bonuses); a line past the cap earns what is left.
 */
export interface Cap {
  /**
   * The rule's id, unique in the tenant: lower-case letters, digits and dashes, at most 40. It is part of every credit's key, so renaming a rule makes a re-sent line earn again: never rename a rule in use.
   */
  id: string;
  /**
   * The rule's name in Italian, shown to customers in the reason of each credit, e.g. 'Punti sugli acquisti'.
   */
  label: string;
  type: 'cap';
  points: number;
  /**
   * A calendar period of the sale's date ('month', 'quarter', 'year'), or explicit days.
   */
  period:
    | ('month' | 'quarter' | 'year')
    | {
        /**
         * A day, YYYY-MM-DD, of the sale's date (inclusive).
         */
        from: string;
        /**
         * A day, YYYY-MM-DD, of the sale's date (inclusive).
         */
        to: string;
      };
}
