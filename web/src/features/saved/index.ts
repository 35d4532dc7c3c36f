/** What other features may use from saved places: the Save toggle of a place's card and page. */
export { SaveToggle } from './components/save-toggle';
