import { Badge, Button, CloseButton, HStack, Wrap } from '@chakra-ui/react';
import { Input } from '../../../components/ui/chakra/input';
import { addSkill } from '@skillsetu/domain';
import { useState } from 'react';

/** Skills & Expertise (docs/product.md#trainer-profiles-and-verification): trimmed, non-empty, no duplicates; Enter or Add appends; × removes. */
export function SkillsInput({ value, onChange }: { value: string[]; onChange: (skills: string[]) => void }) {
  const [text, setText] = useState('');
  const add = () => {
    onChange(addSkill(value, text));
    setText('');
  };
  return (
    <>
      <HStack>
        <Input
          aria-label="Add a skill"
          placeholder="e.g. React, Python, SEO"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          Add
        </Button>
      </HStack>
      <Wrap gap="2" mt="2" aria-label="Skills">
        {value.map((skill) => (
          <Badge key={skill} colorPalette="blue" size="lg" data-testid="skill">
            {skill}
            <CloseButton
              size="2xs"
              aria-label={`Remove ${skill}`}
              onClick={() => onChange(value.filter((s) => s !== skill))}
            />
          </Badge>
        ))}
      </Wrap>
    </>
  );
}
