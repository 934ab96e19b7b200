import { expect, it } from 'vitest';
import { texts } from '../../../lib/i18n';
import { describeAction, describeRole } from './describe-access';

const t = () => texts.current().t;

it("names the audited actions an owner meets in a patient's history, the FHIR API's too", () => {
  expect(describeAction(t(), 'membership.read')).toBe('Opened the profile');
  expect(describeAction(t(), 'fhir.read')).toBe('Read over FHIR');
  expect(describeAction(t(), 'fhir.search')).toBe('Searched over FHIR');
  expect(describeAction(t(), 'record.download')).toBe('Downloaded the record');
  // An action without words yet shows as stored, never as nothing.
  expect(describeAction(t(), 'something.new')).toBe('something.new');
  expect(describeRole(t(), null)).toBe('—');
});
