import { ChakraIsland } from '../components/ui/chakra-island';
import { Toaster } from '../components/ui/toaster';

/** The toast region (Chakra), mounted by the shell once the first toast's code has loaded. */
export function ShellToaster() {
  return (
    <ChakraIsland>
      <Toaster />
    </ChakraIsland>
  );
}
