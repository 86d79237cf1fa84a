// One lint setup for the monorepo; the import fences are STYLE.md §2.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const sharedForbidden = [
  {
    group: ['node:*', 'fs', 'path', 'crypto', 'http', 'url'],
    message: 'packages/shared holds no I/O: pass effects in as callbacks.',
  },
  {
    group: [
      'react',
      'react-*',
      '@mui/*',
      'fastify',
      'fastify-*',
      '@fastify/*',
      'drizzle-orm',
      'drizzle-orm/*',
      'pg',
      '@electric-sql/*',
    ],
    message: 'packages/shared runs in both apps and depends on neither.',
  },
];
const appForbidden = [
  {
    group: ['**/packages/shared/**', '@darvazeh/shared/*'],
    message: 'Import shared through its package name "@darvazeh/shared".',
  },
  {
    group: ['**/apps/web/**', '@darvazeh/web', '**/apps/server/**', '@darvazeh/server'],
    message: 'Apps never import each other.',
  },
];

// Server layers (STYLE.md §2): only the data layer builds and runs queries. Type-only imports stay allowed:
// a type builds no query, and it lets a service or resource definition name a repository's condition
// (`SQL`) it passes along without reaching for the ORM itself.
const drizzleForbidden = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    allowTypeImports: true,
    message:
      'Only repositories (*.repository.ts), db/ and plugins/resources/ touch the ORM: move the query there.',
  },
];
const serverFiles = 'apps/server/src/**/*.ts';
const serverTests = [
  'apps/server/src/**/*.test.ts',
  'apps/server/src/**/*.fixture.ts',
  'apps/server/src/test/**',
];
// Every folder under modules/ is one domain module; a new folder is fenced in without editing this file.
const serverModules = readdirSync(new URL('apps/server/src/modules/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverLayerZones = [
  {
    target: './apps/server/src/plugins',
    from: './apps/server/src/modules',
    message: 'Plugins never import modules.',
  },
  {
    target: './apps/server/src/db',
    from: './apps/server/src/modules',
    message: 'The db layer knows no module.',
  },
  {
    target: './apps/server/src/modules/**/*.routes.ts',
    from: './apps/server/src/modules/**/*.repository.ts',
    message: 'Routes call services; rows and queries stay behind them.',
  },
];
// Module A uses module B only through B's services: never its repository, resources, routes, module file or
// helpers. Only modules/index.ts (outside every module folder) imports the module files.
const moduleZones = serverModules.map((name) => ({
  target: `./apps/server/src/modules/${name}`,
  from: serverModules
    .filter((other) => other !== name)
    .map((other) => `./apps/server/src/modules/${other}/**`),
  except: ['**/*.service.ts'],
  message: `Module "${name}" uses another module only through that module's *.service.ts.`,
}));

// Web (STYLE.md §2): a feature never imports another (a page in app/ composes them), and features and
// pages talk to the API only through declared endpoints (`call`, `callForFile`, `urlFor`), never the
// string-URL helpers the client keeps for its own tests.
const webFeatures = readdirSync(new URL('apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: webFeatures.filter((other) => other !== name).map((other) => `./apps/web/src/features/${other}`),
  message: `Feature "${name}" does not import another feature: let the page in app/ compose them.`,
}));
const webForbidden = [
  ...appForbidden,
  {
    group: ['**/lib/api-client'],
    importNames: ['api', 'postForBlob'],
    message: 'Call a declared endpoint (@darvazeh/shared api/) with call, callForFile or urlFor.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/artifacts/**', 'data/**', '**/*.d.ts'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts', '*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/shared/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Fastify hooks and handlers are async by convention, awaited or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedForbidden }] },
  },
  {
    files: [serverFiles],
    rules: {
      'no-restricted-imports': ['error', { patterns: appForbidden }],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: drizzleForbidden }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...serverLayerZones, ...moduleZones] },
      ],
    },
  },
  {
    // The data layer, and tests that set up or inspect rows directly.
    files: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/plugins/resources/**',
      ...serverTests,
    ],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Tests and their helpers reach into any module to arrange a case; the layer fences still hold.
    files: serverTests,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverLayerZones }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: webForbidden }],
      // The RTL emotion cache flips `direction: 'ltr'` to rtl (lib/theme.ts, theme.test.tsx).
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='direction'][value.value='ltr']",
          message:
            'The RTL style cache turns direction: \'ltr\' into rtl: give the element dir="ltr", or use LTR_DIRECTION (lib/theme) in a nested selector.',
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...featureZones,
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'lib sits below features and app.',
            },
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared components sit below features and app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features never import the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // docs/: the integration guide's examples are command-line programs, and printing is their output.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**', 'scripts/**', 'docs/**'],
    rules: {
      'no-console': 'off',
      // Tests read untyped JSON answers on purpose; assertions are the type check.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
