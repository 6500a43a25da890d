import type { ContactRequest, ContactResponse } from '@klarsicht/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function useSendContact() {
  return useMutation({
    mutationFn: (message: ContactRequest) =>
      apiFetch<ContactResponse>('/api/contact', { method: 'POST', json: message }),
  });
}
