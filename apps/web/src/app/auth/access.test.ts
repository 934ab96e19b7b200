import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/fixtures';
import { accessStateOf, mayVisit } from './access';

const user = aUser;

describe('access states (spec §2)', () => {
  it('puts each user in the state the spec gives', () => {
    expect(accessStateOf('loading', null)).toBe('loading');
    expect(accessStateOf('signed-out', null)).toBe('signed-out');
    expect(accessStateOf('signed-in', user({ wizard: true, is_owner: true }))).toBe('wizard');
    expect(accessStateOf('signed-in', user({ is_expert: true }))).toBe('messages-only');
    expect(accessStateOf('signed-in', user({ is_support: true }))).toBe('messages-only');
    expect(accessStateOf('signed-in', user({ is_owner: true }))).toBe('management');
    // No portal role (issue 19): a patient, or an account without a center.
    expect(accessStateOf('signed-in', user({ is_patient: true }))).toBe('not-staff');
    expect(accessStateOf('signed-in', user({ treatment_center_id: null }))).toBe('not-staff');
  });

  it('limits each state to its routes', () => {
    expect(mayVisit('wizard', '/wizard')).toBe(true);
    expect(mayVisit('wizard', '/dashboard')).toBe(false);
    expect(mayVisit('messages-only', '/chats/abc')).toBe(true);
    expect(mayVisit('messages-only', '/patients')).toBe(false);
    expect(mayVisit('management', '/patients')).toBe(true);
    expect(mayVisit('management', '/wizard')).toBe(false);
    expect(mayVisit('management', '/patientsX')).toBe(false);
    expect(mayVisit('signed-out', '/dashboard')).toBe(false);
    expect(mayVisit('signed-out', '/notfound')).toBe(true);
    expect(mayVisit('not-staff', '/dashboard')).toBe(false);
    expect(mayVisit('not-staff', '/chats')).toBe(false);
  });
});
