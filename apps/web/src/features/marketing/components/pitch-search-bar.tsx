import { SEARCH_QUERY_MAX } from '@angelbridge/contracts/limits';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Container, Group, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';
import classes from './home.module.css';

/** §2: 'Looking for something specific?' sends the text to the investment listing. */
export function PitchSearchBar() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    navigate(hrefFor(webPaths.invest, { search: query || undefined }));
  };
  return (
    <section className={`${classes.searchBar} ${classes.tinted}`}>
      <Container size="md">
        <search aria-labelledby="home-search">
          <form onSubmit={submit}>
            <Title order={2} size="h3" id="home-search" ta="center" mb="md">
              Looking for something specific?
            </Title>
            <Group gap="sm" wrap="nowrap">
              <TextInput
                aria-label="Search pitches"
                placeholder="Search..."
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                maxLength={SEARCH_QUERY_MAX}
                size="md"
                style={{ flex: 1 }}
              />
              <Button type="submit" size="md">
                Search Pitch
              </Button>
            </Group>
          </form>
        </search>
      </Container>
    </section>
  );
}
