import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The imports a folder may not make: of the app's folders named in `folders` (by `~/` or a
 * relative path), of any `*.server` module when `server` is true, and matching `regex`.
 * @param {string} files
 * @param {{ folders?: string[], server?: boolean, regex?: string, message: string, ignores?: string[] }} options
 * @returns {import("eslint").Linter.Config}
 */
function layer(files, { folders = [], server = false, regex, message, ignores = [] }) {
  const patterns = [
    ...folders.map((folder) => ({ regex: `^(~/|(\\.\\./)+)${folder}(/|$)`, message })),
    ...(server ? [{ regex: "\\.server$", message }] : []),
    ...(regex ? [{ regex, message }] : []),
  ];
  return { files: [files], ignores, rules: { "no-restricted-imports": ["error", { patterns }] } };
}

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-floating-promises": "error",
      // React Router answers a thrown Response (or data()) as the response.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  // The layers (docs/decisions/0014-layers.md).
  layer("app/lib/**", {
    folders: ["components", "server", "routes"],
    server: true,
    message: "app/lib is shared by browser and server: it imports no components, server code or routes.",
  }),
  layer("app/components/**", {
    folders: ["server", "routes"],
    server: true,
    message: "Components never import server code or routes: a loader hands them data.",
  }),
  layer("app/client/**", {
    folders: ["components", "server", "routes", "profiles"],
    server: true,
    message: "The public pages' script imports only app/lib.",
  }),
  layer("app/server/**", {
    folders: ["components", "routes"],
    ignores: ["app/server/**/*.test.ts"],
    message: "Server code never imports components or routes.",
  }),
  layer("app/routes/**", {
    folders: ["routes"],
    regex: "^\\.\\.?/(?!\\+types/)",
    message:
      "A route module never imports another route module: move what they share to components, lib or server.",
  }),
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        fetch: "readonly",
        setTimeout: "readonly",
      },
    },
  },
);
