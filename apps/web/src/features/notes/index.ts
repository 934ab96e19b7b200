export { NotesPanel } from './components/notes-panel';
