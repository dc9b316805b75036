import { Alert } from '@chakra-ui/react';

type FormAlertProps = { status: 'error' | 'success' | 'info'; message: string };

/** A form-level message (server errors that belong to no single field, or a success notice). */
export function FormAlert({ status, message }: FormAlertProps) {
  return (
    <Alert.Root status={status} variant="subtle" rounded="md" role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
