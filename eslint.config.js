// Lint: TypeScript and React hooks rules, no import cycles, and the layers (ADR 026):
// domain/ is pure; code that can reach the browser takes only types from server/ and demo/.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const pureDomain = {
  patterns: [
    {
      group: ["~/server/**", "~/app/**", "~/demo/**", "**/server/**", "**/app/**", "**/demo/**"],
      message: "domain/ holds pure rules: it imports nothing of server/, app/ or demo/.",
    },
  ],
};

const browserSafe = {
  paths: [
    {
      name: "react-router",
      importNames: ["Link", "NavLink", "Form"],
      message: "Import Link, NavLink and Form from ~/app/ui/router-links (no data-discover attribute: ADR 057).",
    },
  ],
  patterns: [
    {
      group: ["~/server/**", "~/demo/**"],
      allowTypeImports: true,
      message:
        "Code that can reach the browser imports only types from server/ and demo/: put the logic in domain/, or call it from a *.server.ts module.",
    },
  ],
};

const keysOnlyTypes = {
  patterns: [
    {
      group: ["~/**", "./**", "../**"],
      allowTypeImports: true,
      message: "The router context keys import only types: react-router's createContext and data, nothing of the platform.",
    },
  ],
};

export default tseslint.config(
  { ignores: ["build/**", ".react-router/**", ".data*/**", "node_modules/**", "test-results/**", "docs/**", "public/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // Matching control characters is the point wherever we write one in a pattern (cleaning input, XML, safe paths).
      "no-control-regex": "off",
    },
  },
  { files: ["**/*.tsx", "app/**/*.ts"], plugins: { "react-hooks": reactHooks }, rules: reactHooks.configs.recommended.rules },
  { files: ["domain/**/*.ts"], ignores: ["**/*.test.ts"], rules: { "no-restricted-imports": ["error", pureDomain] } },
  // The router context keys are read by loaders everywhere; they take only types, so any module may import them.
  {
    files: ["server/http/router-context.ts"],
    rules: { "no-restricted-imports": "off", "@typescript-eslint/no-restricted-imports": ["error", keysOnlyTypes] },
  },
  {
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/**/*.test.ts", "app/**/*.test.tsx"],
    rules: { "no-restricted-imports": "off", "@typescript-eslint/no-restricted-imports": ["error", browserSafe] },
  },
  {
    files: ["app/ui/router-links.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: browserSafe.patterns }] },
  },
);
