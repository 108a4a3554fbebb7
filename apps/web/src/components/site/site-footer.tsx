import { webPaths } from '@angelbridge/contracts/web-paths';
import { ActionIcon, Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';
import {
  ChatIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  XSocialIcon,
} from './icons';
import { CONTACT_PATH, MAIN_NAV } from './nav-items';
import { SITE_CONTACT } from './site-contact';
import classes from './site-footer.module.css';

const SOCIAL_ICONS: Record<string, ComponentType<{ size?: number }>> = {
  LinkedIn: LinkedInIcon,
  X: XSocialIcon,
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
};

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" className={classes.link}>
      {children}
    </Anchor>
  );
}

/** §2: Menu, Links and Contact columns; Login and Register only for visitors who are signed out. */
export function SiteFooter() {
  const { signedIn } = useSession();
  const c = SITE_CONTACT;
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl">
        <div className={classes.columns}>
          <Stack gap="xs">
            <Text className={classes.brand}>
              Angel<span className={classes.brandAccent}>Bridge</span>
            </Text>
            <Text size="sm" className={classes.muted}>
              Where entrepreneurs and angel investors find each other.
            </Text>
          </Stack>
          <nav aria-labelledby="footer-menu">
            <Title order={2} id="footer-menu" className={classes.heading}>
              Menu
            </Title>
            <Stack gap={6}>
              {MAIN_NAV.map((item) => (
                <FooterLink key={item.to} to={item.to}>
                  {item.label}
                </FooterLink>
              ))}
              <FooterLink to={CONTACT_PATH}>Contact Us</FooterLink>
            </Stack>
          </nav>
          <nav aria-labelledby="footer-links">
            <Title order={2} id="footer-links" className={classes.heading}>
              Links
            </Title>
            <Stack gap={6}>
              <FooterLink to="/#features">Key Features</FooterLink>
              <FooterLink to="/#why">Why AngelBridge</FooterLink>
              <FooterLink to="/#success-stories">Success Stories</FooterLink>
              <FooterLink to={webPaths.terms}>Terms &amp; Conditions</FooterLink>
              <FooterLink to={webPaths.privacy}>Privacy Policy</FooterLink>
              <FooterLink to={webPaths.verifyAgreement}>Verify an Agreement</FooterLink>
              {!signedIn && (
                <>
                  <FooterLink to={webPaths.login}>Login</FooterLink>
                  <FooterLink to={webPaths.signup}>Register</FooterLink>
                </>
              )}
            </Stack>
          </nav>
          <div>
            <Title order={2} className={classes.heading}>
              Contact
            </Title>
            <Stack gap={8} component="address" className={classes.address}>
              <Group gap={8} wrap="nowrap">
                <MapPinIcon size={16} />
                <Text size="sm">
                  {c.city}, {c.country}
                </Text>
              </Group>
              <Group gap={8} wrap="nowrap">
                <PhoneIcon size={16} />
                <Anchor href={c.phoneHref} size="sm" className={classes.link}>
                  {c.phone}
                </Anchor>
              </Group>
              <Group gap={8} wrap="nowrap">
                <MailIcon size={16} />
                <Anchor href={`mailto:${c.email}`} size="sm" className={classes.link}>
                  {c.email}
                </Anchor>
              </Group>
              <Group gap="xs" mt={4}>
                <ActionIcon
                  component="a"
                  href={c.chatHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="white"
                  color="bridge"
                  aria-label="Chat with us"
                >
                  <ChatIcon size={18} />
                </ActionIcon>
                <ActionIcon
                  component="a"
                  href={c.phoneHref}
                  variant="white"
                  color="bridge"
                  aria-label="Call us"
                >
                  <PhoneIcon size={18} />
                </ActionIcon>
                {c.social.map((s) => {
                  const Icon = SOCIAL_ICONS[s.label] ?? LinkedInIcon;
                  return (
                    <ActionIcon
                      key={s.label}
                      component="a"
                      href={s.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="white"
                      color="bridge"
                      aria-label={`AngelBridge on ${s.label}`}
                    >
                      <Icon size={18} />
                    </ActionIcon>
                  );
                })}
              </Group>
            </Stack>
          </div>
        </div>
        <Text size="sm" className={classes.copyright}>
          © {new Date().getFullYear()} AngelBridge. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
