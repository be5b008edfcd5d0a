import { Stack, type StackProps } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

export type FormStackProps = Omit<StackProps, 'onSubmit' | 'children'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  'aria-label'?: string;
};

/**
 * A <form> laid out as a Stack. Browser validation is off (`noValidate`): the shared schemas validate and
 * their messages (the spec's texts) are the ones shown.
 */
export function FormStack({ onSubmit, children, 'aria-label': ariaLabel, ...props }: FormStackProps) {
  return (
    <Stack asChild {...props}>
      <form onSubmit={onSubmit} noValidate aria-label={ariaLabel}>
        {children}
      </form>
    </Stack>
  );
}
