import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../shared/api';
import type { Complaint } from './complaintValues';
import type { ContactMessage } from './contactValues';

/** POST /contact: a message from the contact page. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: async (body: ContactMessage) => {
      await apiClient.POST('/contact', { body });
    },
  });

/** POST /complaints: answers the reference to quote when following the complaint up. */
export const useSendComplaint = () =>
  useMutation({
    mutationFn: async (body: Complaint): Promise<string> => {
      const { data } = await apiClient.POST('/complaints', { body });
      // openapi-fetch answers without data only on an error, which the client already throws.
      return data!.data.reference;
    },
  });
