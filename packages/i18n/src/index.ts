export type { Messages as CompiledTexts } from '@lingui/core';
export {
  TEMPLATE_KEYS,
  type TemplateKey,
  tryAgainInValues,
  type ValidationRule,
  validationArgument,
} from './catalogues/templates';
export { esFieldLabels } from './fields';
export { createCompiledTranslator } from './interpret';
export { intlLocale, LANGUAGE_NAMES, LANGUAGES, type Language, negotiate } from './languages';
export { type CatalogueKey, createTranslator, loadCatalogue, type Translate } from './translate';
