import config from '/work/wt-cipipe/eslint.config.mjs'
export default config.filter((c) => !c?.languageOptions?.parserOptions?.projectService)
