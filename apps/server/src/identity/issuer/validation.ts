import { messages } from '@portal/contracts';
import { z } from 'zod';

export const MIN_PASSWORD = 12;
export const MAX_PASSWORD = 128;

/** Form fields arrive as strings (or missing); anything else is treated as empty. */
export const text = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

export function emailError(email: string): string | undefined {
  if (!email.trim()) return messages.emailRequired;
  return z.email().safeParse(email.trim()).success ? undefined : messages.emailInvalid;
}

export function newPasswordError(password: string): string | undefined {
  if (!password) return messages.passwordRequired;
  if (password.length < MIN_PASSWORD) return messages.passwordTooShort;
  if (password.length > MAX_PASSWORD) return messages.passwordTooLong;
  return undefined;
}

export interface RegisterInput {
  center_name: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

export function registerErrors(input: RegisterInput) {
  const errors: Partial<Record<keyof RegisterInput, string>> = {};
  if (!input.center_name.trim()) errors.center_name = messages.centerNameRequired;
  if (!input.first_name.trim()) errors.first_name = messages.firstNameRequired;
  if (!input.last_name.trim()) errors.last_name = messages.lastNameRequired;
  const email = emailError(input.email);
  if (email) errors.email = email;
  const password = newPasswordError(input.password);
  if (password) errors.password = password;
  return errors;
}
