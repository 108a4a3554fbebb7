import '@mantine/carousel/styles.layer.css';
import { Carousel } from '@mantine/carousel';
import { Blockquote, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import classes from './home.module.css';
import { SUCCESS_STORIES } from './success-stories-data';

/**
 * §1: the five success stories. Previous and next wrap around (the carousel loops), the arrow keys move it
 * while focus is inside, and a polite live region tells screen readers which story is showing.
 */
export function SuccessStoriesSection() {
  const total = SUCCESS_STORIES.length;
  return (
    <section
      id="success-stories"
      className={`${classes.section} ${classes.tinted}`}
      aria-labelledby="home-stories"
    >
      <Container size="lg">
        <Stack gap="xs" mb={40} align="center" ta="center">
          <Text className={classes.eyebrow}>Success stories</Text>
          <Title order={2} id="home-stories" className={classes.sectionTitle}>
            Deals that started on AngelBridge
          </Title>
        </Stack>
        <Carousel
          aria-label="Success stories"
          emblaOptions={{ loop: true, align: 'center' }}
          slideSize="100%"
          slideGap="lg"
          controlSize={44}
          controlsOffset="xs"
          withIndicators
          previousControlProps={{ 'aria-label': 'Previous story' }}
          nextControlProps={{ 'aria-label': 'Next story' }}
          getIndicatorProps={(index) => ({ 'aria-label': `Show story ${index + 1} of ${total}` })}
          className={classes.stories}
          classNames={{ indicator: classes.storyIndicator }}
        >
          {SUCCESS_STORIES.map((story, index) => (
            <Carousel.Slide key={story.id} aria-label={`${index + 1} of ${total}`}>
              <figure className={classes.story}>
                <Blockquote color="lagoon.9" className={classes.storyQuote}>
                  {story.story}
                </Blockquote>
                <Group component="figcaption" gap="md" mt="lg" justify="center">
                  <Image src={story.img} alt="" w={64} h={64} radius="xl" />
                  <div>
                    <Text fw={700}>{story.name}</Text>
                    <Text size="sm" c="gray.7">
                      {story.role}
                    </Text>
                  </div>
                </Group>
              </figure>
            </Carousel.Slide>
          ))}
        </Carousel>
      </Container>
    </section>
  );
}
