import type { CurrentUserDto } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/fixtures';
import { channel, patient, person } from './chat-fixtures';
import { chatViewerOf, counterpart } from './viewer';

const user = (over: Partial<CurrentUserDto>) =>
  aUser({ id: 'portal_x', subject: 'portal|x', email: 'x@example.test', name: 'X', ...over });

describe('the chat viewer', () => {
  it('makes owners and support moderators; only staff-list members start conversations', () => {
    expect(chatViewerOf(user({ is_owner: true }))).toMatchObject({ isModerator: true, inStaffList: true });
    expect(chatViewerOf(user({}))).toMatchObject({ isModerator: false, inStaffList: true });
    expect(chatViewerOf(user({ is_support: true }))).toMatchObject({ isModerator: true, inStaffList: false });
    expect(chatViewerOf(user({ is_expert: true }))).toMatchObject({ isModerator: false, inStaffList: false });
  });

  it('names the other person, or both for a moderator outside the conversation', () => {
    const staffViewer = { id: 'portal_staff', centerId: 'c1', isModerator: false, inStaffList: true };
    expect(counterpart(channel(), staffViewer)).toEqual({ title: 'Pat Doe', people: [patient] });
    const owner = { id: 'portal_owner', centerId: 'c1', isModerator: true, inStaffList: true };
    expect(counterpart(channel(), owner).title).toBe('Sam Stone and Pat Doe');
    expect(counterpart(channel(), owner).people).toEqual([person(), patient]);
  });
});
