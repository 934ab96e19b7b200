export { FhirSystemsSection } from './components/fhir-systems-section';
