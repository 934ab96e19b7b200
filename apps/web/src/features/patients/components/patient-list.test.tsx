import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMembership } from '../../../test/fixtures';
import { PatientList } from './patient-list';

const patients = [
  aMembership({ id: 'a', full_name: 'Ana Gone', account_deleted_at: '2026-11-22T09:30:00.000Z' }),
  aMembership({ id: 'b', full_name: 'Ben Here' }),
];

describe('the patient list', () => {
  for (const compact of [false, true]) {
    it(`says whose app account was deleted (${compact ? 'cards' : 'table'})`, () => {
      render(
        <MantineProvider env="test">
          <PatientList memberships={patients} addictionLabel={(a) => a} onOpen={() => {}} compact={compact} />
        </MantineProvider>,
      );
      const rowOf = (name: string) =>
        screen.getByRole('button', { name }).closest(compact ? 'li' : 'tr') as HTMLElement;
      expect(within(rowOf('Ana Gone')).getByText('App account deleted')).toBeInTheDocument();
      expect(within(rowOf('Ana Gone')).getByText('Active')).toBeInTheDocument();
      expect(within(rowOf('Ben Here')).queryByText('App account deleted')).toBeNull();
    });
  }
});
