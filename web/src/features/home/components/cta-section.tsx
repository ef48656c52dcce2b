import { Box, Button, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

/** Calls to action for learning and for teaching and earning, with the login buttons (docs/product.md#public-pages). */
export function CtaSection() {
  return (
    <Container maxW="7xl" py={{ base: '12', md: '16' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Box borderWidth="1px" rounded="2xl" p="8" bg="blue.50" borderColor="blue.200">
          <Heading as="h2" size="xl" mb="2" color="blue.900">
            Ready to learn?
          </Heading>
          <Text color="gray.700" mb="6">
            Find a verified trainer, book a course and start learning this week.
          </Text>
          <Button asChild colorPalette="blue">
            <Link to="/learner-auth">Learner Login</Link>
          </Button>
        </Box>
        <Box borderWidth="1px" rounded="2xl" p="8" bg="green.50" borderColor="green.200">
          <Heading as="h2" size="xl" mb="2" color="green.900">
            Teach and earn
          </Heading>
          <Text color="gray.700" mb="6">
            Share your expertise with thousands of learners and grow your training business.
          </Text>
          <Button asChild colorPalette="green" bg="green.700">
            <Link to="/trainer-auth">Trainer Login</Link>
          </Button>
        </Box>
      </SimpleGrid>
    </Container>
  );
}
