/** The compiled texts of one domain and language (plugin `compiledTexts`). */
declare module 'virtual:texts/*' {
  const messages: import('@portal/i18n').CompiledTexts;
  export default messages;
}
