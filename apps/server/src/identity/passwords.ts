import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's baseline parameters (19 MiB, 2 passes, 1 lane).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both paths take the same time. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => {
  decoy ??= hashPassword('decoy-password-never-matches');
  return decoy;
};
