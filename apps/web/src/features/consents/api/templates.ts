import { type BodyInputOf, type ConsentTemplate, type Routes, routes } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';

export type TemplateInput = BodyInputOf<Routes['createConsentTemplate']>;

export const templatesQueryKey = (centerId: string) => ['consent_templates', centerId] as const;

/** Every version of every consent form of the owner's center, newest version first per form. */
export function useConsentTemplates(centerId: string) {
  return useQuery({
    queryKey: templatesQueryKey(centerId),
    queryFn: async (): Promise<ConsentTemplate[]> =>
      (await callOrThrow(routes.listConsentTemplates, { params: { id: centerId } })).templates,
  });
}

/** A new form, or (with `template_key`) its next version: the server never changes a saved one. */
export function useCreateTemplate(centerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TemplateInput) =>
      (await callOrThrow(routes.createConsentTemplate, { params: { id: centerId }, body })).template,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: templatesQueryKey(centerId) });
      // A staff member's list of forms to record on paper comes with each patient's consents.
      void client.invalidateQueries({ queryKey: ['consents'] });
    },
  });
}
