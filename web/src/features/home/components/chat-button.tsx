import { Box } from '@chakra-ui/react';
import { SvgIcon } from '../../../components/ui/svg-icon';
import { WHATSAPP_GREETING, WHATSAPP_NUMBER } from '../content/home-content';

/** The WhatsApp chat link with a prefilled greeting (docs/product.md#public-pages). */
const WHATSAPP_URL = `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(WHATSAPP_GREETING)}`;

/** Floating chat button: opens a WhatsApp chat with the prefilled greeting in a new tab. */
export function ChatButton() {
  return (
    <Box
      asChild
      position="fixed"
      bottom="5"
      right="5"
      zIndex="docked"
      bg="green.700"
      color="white"
      rounded="full"
      boxSize="14"
      display="flex"
      alignItems="center"
      justifyContent="center"
      shadow="lg"
      _hover={{ bg: 'green.800' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'blue.solid', outlineOffset: '2px' }}
    >
      <a href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer" aria-label="Chat with us on WhatsApp">
        <SvgIcon name="messageCircle" size={28} />
      </a>
    </Box>
  );
}
