// @ts-check
import path from 'node:path';
import { RuleTester } from 'eslint';
import premia from './layers.js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const at = (/** @type {string} */ file) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const refused = (/** @type {string} */ from, /** @type {string} */ to, /** @type {string} */ spec) => ({
  code: `import x from '${spec}';`,
  filename: at(from),
  errors: [{ message: `${from.split('/').slice(0, 2).join('/')} must not import ${to} (${spec})` }],
});

tester.run('premia/layers', premia.rules.layers, {
  valid: [
    { code: "import { Button } from '../../ui/button.js';", filename: at('src/app/screens/orders.tsx') },
    { code: "import { LOCALE } from '../shared/constants.js';", filename: at('src/ui/format-user.ts') },
    { code: "import { Spinner } from './spinner.js';", filename: at('src/ui/button.tsx') },
    { code: "import { sanitizeHtml } from '../../shared/html-policy.js';", filename: at('src/server/modules/sanitize.ts') },
    { code: "import { Pagination } from '../../ui/pagination.js';", filename: at('src/console/screens/users.tsx') },
  ],
  invalid: [
    refused('src/ui/pagination.tsx', 'src/app', '../app/stores/config.js'),
    refused('src/ui/rich-text.tsx', 'src/server', '../server/modules/content/sanitize.js'),
    refused('src/server/mail/templates.ts', 'src/ui', '../../ui/format.js'),
    refused('src/shared/format.ts', 'src/ui', '../ui/theme.js'),
    refused('src/app/api/client.ts', 'src/server', '../../server/app.js'),
    refused('src/console/screens/users.tsx', 'src/app', '../../app/stores/session.js'),
    refused('src/app/router.tsx', 'src/console', '../console/router.js'),
    refused('src/ui/button.tsx', 'src/console', '../console/theme.js'),
  ],
});
