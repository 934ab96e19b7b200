export { ConsentsPanel } from './components/consents-panel';
export { ConsentTemplatesEditor } from './components/templates-editor';
