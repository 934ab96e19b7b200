/** A stored phone (digits, country code first) as people read it: "15550100142" → "+1 (555) 010-0142". */
export function formatPhone(digits: string): string {
  const m = /^1(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return m ? `+1 (${m[1]}) ${m[2]}-${m[3]}` : `+${digits}`;
}

/** The tel: link of a stored phone: the phone dials it as an international number. */
export const telHref = (digits: string) => `tel:+${digits.replace(/\D/g, '')}`;
