import { Badge, Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { LuSave } from 'react-icons/lu';
import { OnlineIndicator } from './online-indicator';

/** Dashboard header (docs/product.md#trainer-dashboard): 'Welcome back, {full name}!', 'Active Trainer', 'Save All (n)', online state. */
export function DashboardHeader({
  fullName,
  unsavedCount,
  onSaveAll,
}: {
  fullName: string;
  unsavedCount: number;
  onSaveAll: () => void;
}) {
  return (
    <HStack justify="space-between" align="start" wrap="wrap" gap="4">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Welcome back, {fullName}!
        </Heading>
        <HStack gap="2">
          <Badge colorPalette="green">Active Trainer</Badge>
          <OnlineIndicator />
        </HStack>
      </Stack>
      {unsavedCount > 0 && (
        <Button colorPalette="blue" onClick={onSaveAll}>
          <LuSave /> Save All ({unsavedCount})
        </Button>
      )}
    </HStack>
  );
}
